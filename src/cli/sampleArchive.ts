// The sample archive shipped in content/, by path under content/ and SHA-256 of its bytes:
// `init` removes a file only when it is one of these, unchanged (or with --force). A unit spec
// (tests/unit/cli/init.test.ts) fails when content/ and this table part, so edit both together.
export const SAMPLE_FILES: Readonly<Record<string, string>> = {
  'debates/2025/open-weights.json': '5b30a6f12f6e4647af3a97bfbe399befb0a3f1c6949fe95b6a715b6126b49397',
  'debates/2026/ai-creativity.json': '4cf12570629702d9a440fa3eb7eb9014de1834a173f2b50825f2a014e4609db6',
  'debates/2026/city-cars-pilot.json': '7dbf07d2802dfa67451a7043f09481a294654e77bd8ea552e5ff93b55e729dad',
  'debates/2026/city-cars.json': '5e9cd45b2deff17d68f0c495dd2656be6c6b7b08915a051c0529b2b5ada299f0',
  'debates/2026/four-day-week.json': '4ba7fc86b6406ec159856b7c7606e3c893e0a729714412f6b970d7cb0958c8a9',
  'debates/2026/minutes/2026-06-03-14-30-next-essay-topic.md': '91eacee48cd435cdd93adc609ebd2e03836c25df32c374f8ec3879418393eb54',
  'debates/2026/minutes/2026-08-10-2315-review-rubric-revision.md': '2e21a15ad9512c294ab3644bb64fde88639e011310ff91b00fd72e3c00b94ff3',
  'debates/2026/transcripts/fpga-vs-tiny-tapeout.md': '1b3110e031f62c0a6e3ff2a4e2fed755b736db3b4769adce3c9a1e98a7e8fa84',
  'debates/2026/transcripts/postgres-vs-dynamo.md': '83277a13f97b6823c1cb3c46097ae44f3c84eb32e239d4c9cc59b040ddaeead7',
  'notes/deep-work-and-handoffs.mdx': '2723f36a9cee06b52a969af783910469f7812e3bf2c75ec3f44f217169fa7615',
};
