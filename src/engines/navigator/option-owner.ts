import { words } from "./links";

// Whose a list's options are, as a request says it: a child's or an adult's, a man's or a woman's (form-options.ts
// chooses by it when the request's words do not tell the options apart); and whose a field's name is
// (purpose-plan.ts).

/** "Men's" of a list of "Women's" and "Men's" for "my husband's brogues": the one of whose things they are. */
export function ownSex(options: string[], said: ReadonlySet<string>): string | undefined {
  const sexOf = (ws: Iterable<string>) => {
    const all = [...ws];
    const male = all.some((w) => MALE_WORDS.has(w));
    return male === all.some((w) => FEMALE_WORDS.has(w)) ? undefined : male ? "male" : "female";
  };
  const asked = sexOf(said);
  const theirs = asked ? options.filter((o) => sexOf(words(o)) === asked) : [];
  return theirs.length === 1 ? theirs[0] : undefined;
}
const MALE_WORDS: ReadonlySet<string> = new Set(
  "men mens man husband husbands son sons dad dads father boy boys boyfriend brother his he gents gentlemen".split(
    " ",
  ),
);
const FEMALE_WORDS: ReadonlySet<string> = new Set(
  "women womens woman wife wifes daughter daughters mum mums mother girl girls girlfriend sister her she ladies".split(
    " ",
  ),
);

/** Words saying a thing is a child's, or that the request is for one. */
const CHILD_WORDS: ReadonlySet<string> = new Set(
  "junior juniors child children childs kid kids son daughter boy girl teen teens teenager youth".split(" "),
);

/** Whether words say a child: "junior", "my son", "kids". */
export const saysChild = (ws: Iterable<string>) => [...ws].some((w) => CHILD_WORDS.has(w));

/** A request for someone else than its sender: "for my son's birthday", "our daughter". */
export const FOR_ANOTHER =
  /\b(?:my|our)\s+(?:son|daughter|child|children|kid|kids|boy|girl|grandson|granddaughter|nephew|niece)(?:['’]s)?\b/i;

/** Whose name is a person's: "Learner's name", "Patient's name", "Your name". */
export const PEOPLE_NOUNS: ReadonlySet<string> = new Set(
  (
    "your learner patient student pupil child guest member attendee applicant customer client owner driver parent " +
    "carer contact person traveller passenger reader swimmer player rider visitor participant dancer kid " +
    "organiser organizer booker leader guardian holder cardholder recipient skier boarder climber golfer runner " +
    "skater surfer diver cyclist paddler walker entrant delegate trainee baby toddler tenant volunteer archer " +
    "thrower shooter apprentice candidate"
  ).split(" "),
);
