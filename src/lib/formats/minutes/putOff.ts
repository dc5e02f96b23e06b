// A decision put off, in words the decision round uses: to a time ("defer to next week"), or
// said of the decision itself after a few words ("결정: 다음 주로 보류"). decision.ts reads them.

/** A time a decision is put off to ("defer to next week"); "defer to the CTO" hands the choice over instead. */
export const TIME_WORD = String.raw`(?:next|later|a[ \t]+later|the[ \t]+next|after|tomorrow|monday|tuesday|wednesday|thursday|friday|q[1-4]|[0-9]|january|february|march|april|may|june|july|august|september|october|november|december)(?![\p{L}])`;

/**
 * A hold said of the decision itself after a few words (probe 23 row 31): the first clause
 * ends with the hold word ("결정: 다음 주로 보류", "来週に先送り"), or puts "it" off ("we put it
 * off until Q3"). Not a part of the plan put off ("…, and defer the queue"), a grace period
 * ("2주 유예 기간"), nor a hold denied ("no longer on hold").
 */
export const HOLD_LATER = /(?:보류|유예|保留|搁置|暂缓|延期|先送り|持ち越し|棚上げ)(?:한다|합니다|함|됨|하기로[ \t]*(?:함|했다|한다|합니다)|する|します|とする|とします|とした)?[ \t*_.。]*$|(?<![\p{L}])(?:put(?:ting)?[ \t]+(?:it|this|that|the[ \t]+(?:decision|choice))[ \t]+off|(?:postpone[sd]?|defer(?:s|red)?)[ \t]+(?:it|this|that|the[ \t]+(?:decision|choice))(?![\p{L}]))/iu;
export const HOLD_DENIED = /(?<![\p{L}])(?:not|no[ \t]+longer|never|without)(?![\p{L}])|없이|않/iu;
