// The businesses, schools and groups a request names: a company field's value, never a person's name.

/**
 * "my restaurant The Copper Kettle", "our shop, Greens", "my design studio, Fern & Fox Design", "our medium sized
 * restaurant, Greens Kitchen": the sender's business.
 */
const COMPANIES =
  /\b(?:my|our)\s+(?:[\p{Ll}\d][\p{L}\d-]*\s+){0,3}(?:company|business|restaurant|café|cafe|shop|salon|hotel|pub|firm|charity|practice|studio|bakery|bar|office|school|club|agency)\s*,?\s+(?:called\s+|named\s+)?((?:The\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*){0,3})/gu;
/** "for Brightline Design", "Fenway Surveyors": a business by the word its name ends in. */
const FIRM_NAMED =
  /\b((?:\p{Lu}[\p{L}'’-]*\s+(?:&\s+)?){1,3}(?:Design|Designs|Ltd|Limited|LLP|Group|Partners|Associates|Consulting|Consultants|Solutions|Media|Architects|Surveyors|Accountants|Solicitors|Agency|Services))\b/gu;
/** "our year 5 class from Holme Lane Primary", "I teach at St Anne's Primary": a school, by its name. */
const SCHOOL_NAMED =
  /\b(?:from|at)\s+((?:St\.?\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s+(?:Primary|School|Academy|College|High|Infants|Juniors)(?:\s+School)?)\b/gu;
/** "our drama group … it's the Dunstow Players": a group named as the one the request is for. */
const GROUP_NAMED = /\bit['’]?s\s+the\s+(\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*){1,3})/gu;
/** "we're a walking club of 24, the Hollin Valley Ramblers": the group, named after what it is. */
const GROUP_BESIDE =
  /\b(?:we['’]?re|we\s+are)\s+an?\s+(?:[\p{Ll}-]+\s+){0,2}(?:club|group|society|team|choir|troop|band|association)(?:\s+of\s+\d+)?\s*,\s+(?:the\s+)?(\p{Lu}[\p{L}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&-]*){1,3})/gu;

/** The businesses, schools and groups `text` names (the request without its addresses and links), each once. */
export function companiesIn(text: string): string[] {
  return [
    ...new Set(
      [
        ...text.matchAll(COMPANIES),
        ...text.matchAll(GROUP_NAMED),
        ...text.matchAll(GROUP_BESIDE),
        ...text.matchAll(SCHOOL_NAMED),
        ...text.matchAll(FIRM_NAMED),
      ].map((m) => m[1]!),
    ),
  ];
}
