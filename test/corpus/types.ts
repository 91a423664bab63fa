/** The corpus sites, by the name items use. */
export type SiteName =
  | "library"
  | "restaurants"
  | "software"
  | "leisure"
  | "clinic"
  | "council"
  | "hotel"
  | "museum"
  | "theatre"
  | "bikeshop"
  | "vets"
  | "school"
  | "salon"
  | "climbing"
  | "ferry"
  | "cowork"
  | "garden"
  | "driving"
  | "brewery"
  | "campsite"
  | "garage"
  | "storage"
  | "pharmacy"
  | "marina"
  | "cleaners"
  | "kennels"
  | "music"
  | "removals"
  | "lido"
  | "bookshop"
  | "dental"
  | "farm"
  | "opticians"
  | "hall"
  | "bakery"
  | "tennis"
  | "cinema"
  | "stables"
  | "hairdresser"
  | "climbwall"
  | "bowling"
  | "vanhire"
  | "plumber"
  | "carwash"
  | "golfclub"
  | "langschool"
  | "paddle"
  | "framing"
  | "repairs"
  | "trampoline"
  | "groomer"
  | "coaches"
  | "pottery"
  | "escape"
  | "skihire"
  | "yarnshop"
  | "gym"
  | "locksmith"
  | "printshop"
  | "danceschool"
  | "florist"
  | "nursery"
  | "cookery"
  | "toolhire"
  | "softplay"
  | "windows"
  | "photo"
  | "sweep"
  | "rink"
  | "piano"
  | "tattoo"
  | "observatory"
  | "railway"
  | "archery"
  | "zoo"
  | "narrowboat"
  | "festival"
  | "skiphire"
  | "divecentre"
  | "airparking"
  | "rehearsal"
  | "karting"
  | "vineyard"
  | "auction"
  | "balloon"
  | "dojo"
  | "farmshop"
  | "taxis"
  | "circus"
  | "solicitors"
  | "funeral"
  | "venue"
  | "fruitfarm"
  | "flooring"
  | "bridal"
  | "petshop"
  | "paintball"
  | "costumes"
  | "partyhire"
  | "roastery"
  | "fishery"
  | "chocolatier"
  | "cottages"
  | "hearing"
  | "tailors"
  | "translators"
  | "accountants"
  | "pestcontrol"
  | "electricians"
  | "swimschool"
  | "upholstery"
  | "lettings"
  | "tutoring"
  | "caterers"
  | "dayspa"
  | "buses"
  | "physio"
  | "broadband";

export type NavKind = "fact" | "yes_no" | "search" | "list" | "superlative" | "count" | "form" | "not_found";

/**
 * What counts as the right answer. `contains`: every string appears in the answer (case-insensitive, whitespace
 * normalised, matched as whole words where it begins or ends with a letter or digit; number words up to twenty
 * count as digits), and none of `excludes` does: the same kind of fact about something else, so an answer that
 * pastes a whole table or page is not right. `answer`: the answer's first word is Yes or No. `not_found`: the pages do not say it, so the
 * right behaviour is to say so (a failed task, a "not found" lead). `submitted`: a form was sent to `path` with
 * at least these fields (values compared ignoring case and spaces).
 */
export type Expect =
  | { contains: string[]; excludes?: string[] }
  | { answer: "yes" | "no"; contains?: string[]; excludes?: string[] }
  | { not_found: true }
  | { submitted: { path: string; fields: Record<string, string> }; contains?: string[] };

export interface NavItem {
  id: string;
  site: SiteName;
  task: string;
  /** Path of the page the task starts on. */
  start: string;
  kind: NavKind;
  expect: Expect;
  max_steps?: number;
}

export type AnswerType =
  | "time"
  | "price"
  | "count"
  | "name"
  | "date"
  | "yes_no"
  | "list"
  | "fact"
  | "not_found";

export interface ResearchItem {
  id: string;
  site: SiteName;
  /** The question, then the path of the page it is about; the harness makes the path a full URL. */
  query: string;
  answer_type: AnswerType;
  expect: Exclude<Expect, { submitted: unknown }>;
}
