import type { Found } from "./answer";
import { onlyEarlierValue } from "./former";
import { pathOf } from "./match";
import { onePriceForMixedParty } from "./mixed-party";
import { namesIfCalled } from "./names-asked";
import type { Question } from "./question";
import { addOnNotAsked, countedKindUnsaid, freeBeyondAsked, makerUnsaid, otherPeriodOnly } from "./unsaid";
import { datedInMonthGone, pricedBeforeYearAsked, statedInPastYear } from "./year-asked";

/**
 * Whether an answer read answers something other than what was asked, so that it is set aside: an earlier value
 * ("up from £8.50"), an add-on or another period's price, last year's, a maker or kind of thing the question names
 * and the answer does not.
 */
export function answersOtherwise(found: Found, asked: Question): boolean {
  return (
    onlyEarlierValue(found.text) ||
    addOnNotAsked(found.text, asked) ||
    freeBeyondAsked(found.text, asked) ||
    otherPeriodOnly(found.text, asked) ||
    onePriceForMixedParty(found.text, found.evidence, asked) ||
    statedInPastYear(found.evidence, asked) ||
    datedInMonthGone(found.evidence, asked) ||
    pricedBeforeYearAsked(found.evidence, asked) ||
    !namesIfCalled(found.text, asked) ||
    makerUnsaid(`${found.text} ${found.evidence} ${found.title ?? ""} ${pathOf(found.url)}`, asked) ||
    // (The page's address says its kind too: "how many ev chargers" of /ev's "Chargers 24".)
    countedKindUnsaid(found.text, `${found.evidence} ${found.title ?? ""} ${pathOf(found.url)}`, asked)
  );
}
