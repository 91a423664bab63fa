import type { AnswerType } from "./values";

// The kinds of fact a question asks for, as question.ts reads them: the first entry whose pattern the question
// matches gives the answer type and the attribute words a record may name it by.

/** Attribute words and the kind of fact each asks for; the first that the question has decides. */
export const ATTRIBUTES: [RegExp, AnswerType, string[]][] = [
  // (Not "how much to scan documents and email them to me": a price.)
  [/^(?!how\s+much\b)(?=.*\b(?:e-?mail|email address)\b)/, "email", ["email"]],
  // Not "how many phone booths …", "is there phone signal", "a call out on a Sunday", "which phone is cheapest to
  // repair" (a phone, the thing), "what call packages have you got": a number to call is asked for.
  [
    // "What's the number for the shop in the Arcade": a number asked for a place is its phone number; so is "the out
    // of hours repairs number".
    /^(?!.*\bhow\s+many\b)(?!(?:which|what)\s+(?:phones?|mobiles?)\b)(?!.*\b(?:a|my|our|broken|cracked|grade\s+\w)\s+phone\b(?!\s+numbers?\b)).*\b(?:phone|telephone|call|ring)\b(?!\s+(?:booths?|box(?:es)?|signal|charg\w*|screens?|batter(?:y|ies)|repairs?|cases?|cameras?|ports?|packages?|plans?|bundles?|add-?ons?|minutes))(?![\s-]+outs?\b)|^what(?:'s|\s+is)\s+(?:the|their|your)\s+number\s+(?:for|of)\b|\b(?:out[-\s]of[-\s]hours|emergency|repairs?|help|contact|direct)(?:\s+(?:line|repairs?))?\s+(?:phone\s+)?number\b/,
    "phone",
    ["phone", "telephone", "tel"],
  ],
  [/\b(?:what|which)\s+(?:(?:is|are)\s+the\s+)?dates?\b/, "date", ["date", "dates", "when"]],
  // "When are your prices going up?", "when is the price rise": the date a change takes effect, not a price.
  [
    /^when\b(?=.*\b(?:prices?|fees?|costs?|rates?|charges?)\b).*\b(?:go(?:es|ing)?\s+(?:up|down)|ris(?:e|es|ing)|increas(?:e|es|ing)|chang(?:e|es|ing)|come\s+down)\b/,
    "date",
    ["date", "from", "when"],
  ],
  // "When do I have to pay the balance?", "when do we pay": when it is due, not how much.
  [
    /^when\s+(?:do|does|must|should|will|would)\s+(?:i|we|you|they)\s+(?:have\s+to\s+|need\s+to\s+)?pay\b/,
    "when",
    ["when", "due", "date", "before", "pay"],
  ],
  // "Since when has it been shut on Saturdays?", "until when is the offer on?": a date, not the closing time.
  [/\b(?:since|until|till|from)\s+when\b/, "date", ["date", "since", "from", "until", "when"]],
  // "How tall do you need to be for the circuit hour": the least height a rider may be, which a column names by
  // the shortest who may ride ("Shortest driver 1.55 m").
  [
    /\bhow\s+tall\s+(?:do|does|must|should|has|have)\s+(?:[\p{L}']+\s+){1,2}(?:(?:need|have|got)\s+to\s+)?be\b|\b(?:minimum|min\.?)\s+height\b|\bheight\s+(?:limit|restriction)s?\b/u,
    "distance",
    ["shortest", "minimum", "height", "tall"],
  ],
  // "How deep is the deep end?": a measure in metres, of the thing named ("deep end"), not any depth on the page.
  [
    /\bhow\s+(?:deep|wide|tall|high)\b/,
    "distance",
    ["deep", "depth", "wide", "width", "tall", "high", "height"],
  ],
  // "How fast do the engines go", "what's the top speed": a speed in mph or km/h, never a card that names the engine.
  // (Not "how fast can you fix my screen": how long.)
  [
    /\bhow\s+fast\s+(?:do|does|did|can|will|would|is|are)\s+(?:(?:the|your|their|a|an|its)\s+)?(?:[\p{L}-]+\s+){0,2}(?:go|goes|travel|travels|run|runs|move|moves|drive|drives|sail|sails)\b|\bhow\s+fast\s+is\s+(?:the\s+|your\s+)?(?:wi-?fi|broadband|internet|connection)\b|\b(?:top|maximum|max)\s+speed\b|\bspeed\s+limit\b/u,
    "speed",
    ["speed", "fast", "mph"],
  ],
  // "How far can it go", "the e-bike's range" — not a salary, price or age range, nor a mid-range brand, nor a
  // driving range ("range balls", "at the range").
  [
    /\bhow\s+far\b|(?<!\b(?:salary|price|pay|wage|age|size|date|time|product|mid|top|low|high|full|entry|driving|shooting|firing|archery|golf|practice)[\s-])(?<!\b(?:at|to|on|from|down)\s+the\s)\brange\b(?!\s+(?:balls?|bays?|buckets?|shuts?|opens?|closes?)\b)/,
    "distance",
    ["range", "distance", "far"],
  ],
  // "How long is the load space in a Luton van?", "how long is the pool": a length, not a time ("the boat ride" is).
  [
    /\bhow\s+long\s+(?:is|are)\s+(?:the|a|an|its|their)\s+(?:[\p{L}-]+\s+)?(?:space|pool|lane|boat|berth|pitch|bed|wall|track|trailer|deck|slide|table)\b(?!\s+(?:ride|trip|journey|tour|crossing|transfer))/u,
    "distance",
    ["length", "long"],
  ],
  // "How soon do we get the report", "how quickly is click and collect ready": how long until.
  [/\bhow\s+(?:soon|quickly)\b/, "duration", ["soon", "quickly", "long", "duration", "take", "takes"]],
  // "What's the record time for the Vault?": how long the fastest took. ("How long does the bus take": its
  // "Journey" column; "the boat ride out": its "Boat ride".)
  [
    /\bhow\s+long\b|\bhow\s+much\s+(?:notice|time)\b|\b(?:record|best|fastest|quickest|escape)\s+time\b/,
    "duration",
    ["long", "duration", "length", "notice", "take", "takes", "journey", "ride", "transfer"],
  ],
  // "What's the minimum hours to hire the studio?": a length of time (its "Minimum hire" column), not opening hours.
  [
    /\b(?:minimum|maximum|min|max|fewest|most)\s+(?:number\s+of\s+)?(?:hours|days|nights|weeks)\b|\bhow\s+many\s+hours\b/,
    "duration",
    ["minimum", "maximum", "least", "most", "long", "length", "duration"],
  ],
  // "How often should a wood burner be swept?": its "How often" column or a line saying every so often.
  [/\bhow\s+(?:often|frequently)\b/, "frequency", ["often", "frequency", "frequently"]],
  // Not "the OFTEC number of the oil engineer": a number that names, not counts.
  [
    /\bhow\s+many\b|(?<!\b(?!(?:the|a|an|total|maximum|max|minimum|min|exact|same|average|overall|rough)\b)[a-z]+\s+)\bnumber\s+of\b|\bcount\b/,
    "count",
    [],
  ],
  [
    /\b(?:which|what)(?:'s|\s+is)?\s+(?:the\s+)?(?:\w+\s+)?(?:version|release)\b/,
    "version",
    ["version", "release"],
  ],
  // Before a price: "the last day to move in for the half price deal" asks a date, as does "what's the last day
  // you're doing moves before Christmas?".
  [
    /\b(?:deadline|closing\s+date|apply\s+by|last\s+day\s+to\s+\w+)\b|^(?:what|which)(?:'?s|\s+is)?\s+(?:the\s+)?(?:first|last)\s+day\b/,
    "date",
    ["deadline", "closing date", "apply by", "closes"],
  ],
  // "What's the cut off for same day delivery?": the time to order by, which pages write "Order by 13:00".
  [/\bcut[\s-]?offs?\b|\border\s+by\s+when\b/, "time", ["cut", "off", "cutoff", "order", "by"]],
  // "The maximum weight for the auto-belays", "how much weight can the tail lift take": a weight ("120 kg"), not
  // the walls' 16 metres.
  [/\b(?:weight|weigh|heavy|heaviest)\b/, "weight", ["weight", "weigh", "maximum", "limit"]],
  // "How can I pay Glassby & Sons?": the ways to pay, not a price.
  [/\bhow\s+(?:can|do|should|could)\s+(?:i|we|you)\s+pay\b(?!\s+(?:for|to)\b)/, "any", ["pay", "payment"]],
  [
    // "Tickets for the crime panel if I'm not a Friend" asks what they cost; "the yearly rent on a plot" too; "the
    // single supplement for the break", "what do I lose if I cancel", "what would you give me for my phone" and
    // "what's the total" (or ", total with vat?" at the end) are money as well; an escape rate is not.
    /\b(?:how\s+much|price|prices|cost|costs|costing|fee|fees|(?<!\bin\s)charges?|salary|pay|(?<!\b(?:escape|success|pass|completion|win|survival|birth|heart)\s)rate|tax|supplement|surcharge|corkage)\b(?!\s+limit)|\bwhat\s+(?:do|would|will|did)\s+(?:i|we|you)\s+lose\b|\bwhat\s+(?:do|would|will|could)\s+you\s+(?:give|offer)\s+(?:me|us)\s+for\b|\bper\s+(?:litre|liter|gallon|kilo|kg)\b|^(?:the\s+)?tickets?\s+(?:for|to)\b|\bwhat(?:'?s|\s+is|\s+will\s+be|\s+would\s+be)\s+(?:the|our|my)\s+total\b(?!\s+(?:number|count|of|length|time|distance|weight|height))|\b(?:yearly|monthly|annual|weekly|the)\s+rent\b(?!\s+(?:collection|collecting|guarantee|review|protection|arrears|account)\b)|^what(?:'?s|\s+is|\s+was|\s+are|\s+were)\s+(?!the\s+(?:time|date|day|age|size|weight|number)\b)[\p{L}\s'’-]{3,40}?\s+(?:a|per)\s+(?:square\s+met(?:re|er)|sq\.?\s*m|m²|m2|night|kilo|kg|litre|metre|meter|head)(?![\p{L}\d])|(?:^|[,;:]\s*)total(?:\s+(?:with|inc\.?|incl\.?|including|plus|ex\.?|excluding)\s+vat)?\s*\?*\s*$/u,
    "price",
    ["price", "cost", "fee", "charge", "salary", "rate", "pay"],
  ],
  // "Deposit on the stump grinder": money, its Deposit column's (the word stays a term of the question).
  [/\bdeposits?\b/, "price", ["price", "cost", "fee", "charge"]],
  // "When is the learner pool shut for retiling?": the dates of a closure for a reason, not a closing time.
  [
    /^when\s+(?:is|are|will)\b.*\b(?:shut|closed|closing)\s+(?:for|because|while)\b/,
    "date",
    ["closes", "closed", "shut", "from", "until"],
  ],
  // "How late is the Kiln open?" asks when it closes; "how early does it open?" when it opens.
  [
    /\b(?:close|closes|closing|shut|shuts|until|till)\b|\bhow\s+late\b.*\b(?:open|serves?|serving)\b/,
    "time",
    ["close", "closing", "shut", "until", "till", "to"],
  ],
  [
    // "Westgate opening on Christmas Eve?": its hours that day.
    /\b(?:open|opens|opening)\s+(?:time|at)\b|^(?!.*\b(?:grand|official)\s+opening\b)[a-z0-9'’ -]*\bopening\s+(?:on|over|this|next)\b|\bwhat\s+time\b.*\bopen|\bwhen\s+(?:does|do|is|are)\b.*\bopens?\b|\bhow\s+early\b.*\bopens?\b/,
    "time",
    ["open", "opening", "from"],
  ],
  // "What time does the coach leave Norbrook?": the time a timetable gives, its leaving unsaid.
  [
    /\bwhat\s+time\b.*\b(?:leav(?:e|es|ing)|depart(?:s|ing)?|set(?:s)?\s+off)\b/,
    "time",
    ["leave", "depart", "departure", "time"],
  ],
  // "What time can I get into my lodge?", "when can we check in?": the arrival time a stay gives.
  [
    /\b(?:what\s+time|how\s+early)\b.*\b(?:(?:get|getting|go|move)\s+in(?:to)?|arriv(?:e|al))\b|\bcheck[\s-]?in\b/,
    "time",
    ["arrive", "arrival", "check-in", "from"],
  ],
  // "What's the last Economy shuttle?", "the first sailing", "first number 4 from the bus station": a service's first
  // or last time asks a time of day.
  [
    /\b(?:hours|what\s+time|opening\s+times?)\b|^(?:what(?:'s|\s+is|\s+are)\s+)?(?:the\s+)?(?:first|last)\s+(?:number\s+[a-z]?\d{1,3}[a-z]?\b|[a-z]?\d{1,3}[a-z]?\s+(?:from|to|towards|bus|leav|depart)|(?:[a-z&'-]+\s+){0,2}(?:bus(?:es)?|trains?|ferry|ferries|sailings?|shuttles?|boats?|coach(?:es)?|trams?|departures?|crossings?)\b)/,
    "time",
    ["hours", "open", "close", "time", "start", "begin", "finish", "end"],
  ],
  // "What's the postcode of Printworks?": a postcode, which an address holds. "Who … is based at …" asks for people.
  [
    /\b(?:post\s?codes?|zip(?:\s?codes?)?|postal\s+codes?)\b/,
    "postcode",
    ["postcode", "zip", "postal", "address"],
  ],
  // "Where are you based?", "based in Leeds" — not "water based paint"; nor "which of the partners is based at
  // crandon", which asks which partner, with the place a qualifier; nor "list the towns where …", the towns.
  [
    /^(?!who\b)(?!which\b(?!.*\b(?:address|where)\b))(?!(?:list|name)\s+(?:all\s+)?(?:the\s+)?[\p{L}-]+s\s+where\b).*\b(?:address|where|located|location|based\s+(?:in|at|near|out\s+of))\b/u,
    "address",
    ["address", "location", "where", "based"],
  ],
  // "Who wrote the January book?": its author, a column of its own ("Author"), not whoever runs the club.
  [
    /\bwho\s+(?:wrote|writes|has\s+written|is\s+the\s+author)\b|\bwho\s+is\s+it\s+by\b/,
    "person",
    ["author", "writer", "by"],
  ],
  // "What's the name of your winemaker": a person (not a "Winemaker's Masterclass").
  [
    /\bname\s+of\s+(?:your|the|their|its)\s+(?:head\s+)?(?:[a-z]*(?:maker|keeper)|manager|owner|director|chef|teacher|trainer|instructor|coach|vet|doctor|dentist|groomer|stylist|barber|photographer|brewer|baker|founder|leader|tutor|curator|farmer|landlord|landlady)s?\b(?!['’]s|\s+(?:course|class|tour|service|event|plan|package|menu|shop|team))/,
    "person",
    ["founder", "founded", "owner", "run", "runs", "manager", "head", "director", "chef"],
  ],
  [
    /\bwho\b/,
    "person",
    ["founder", "founded", "owner", "run", "runs", "manager", "head", "director", "chef"],
  ],
  [
    /\b(?:what\s+year|which\s+year|founded|founding|established)\b/,
    "year",
    ["founded", "established", "year", "since"],
  ],
  // "When is Baby Rhyme Time?", "When does Cllr Pellew hold his surgery?": a date, a weekday or a time of day.
  [
    /^when\s+(?:is|are|does|do)\b(?!.*\b(?:release|ship|launch|publish)\w*)/,
    "when",
    ["when", "date", "time", "day", "opens", "open", "hours", "start", "begin", "finish", "end", "run"],
  ],
  // Not "what do I need to bring when I move in?": a "when" joining a clause asks no date.
  [
    /^(?!.+\bwhen\s+(?:i|we|you|my|our|they|he|she|it)\b)(?:.*\bwhen\b|.*\bwhat\s+date\b|.*\bwhich\s+date\b|.*\b(?:released|shipped|launched|published)\b)/,
    "date",
    ["date", "released", "shipped", "launched", "published", "when"],
  ],
  // "How do I reach you?" — not "at Heron Reach".
  [
    /\b(?:contact|get\s+in\s+touch)\b|\breach\s+(?:you|them|us|him|her|someone|the\s+office)\b|\bhow\s+(?:do|can)\s+i\s+reach\b/,
    "contact",
    ["email", "phone", "contact"],
  ],
  // "What night is Italian for beginners on?": its Day column ("Day: Thursday"), not its whole row.
  [/^(?:what|which)\s+(?:day|days|night|nights)\s+(?:is|are|does|do)\b/, "any", ["day", "days", "night"]],
  // "What happened to the application for 41 Lark Rise?": its status.
  [/\bwhat\s+happened\b|\b(?:status|outcome|decision)\b/, "any", ["status", "outcome", "decision", "result"]],
  // "What allergens are in the vegan cake?": what its "Contains" (or "Allergens") column lists.
  [/\b(?:allergens?|allergy\s+info(?:rmation)?|ingredients)\b/, "any", ["allergen", "contain", "ingredient"]],
  [/\b(?:temperature|how\s+(?:warm|hot|cold))\b/, "temperature", ["temperature"]],
  // "How old do you have to be to learn double bass?": an age ("Youngest age 11", "Ages 5+").
  [
    /\bhow\s+old\b|\b(?:minimum|youngest|lowest)\s+age\b|\bage\s+limit\b|\bfor\s+the\s+youngest\b/,
    "number",
    ["age", "ages", "youngest", "old"],
  ],
  // "What's the minimum commission per lot", "the minimum spend": money, a line "Minimum commission: £15 a lot".
  [
    /\b(?:minimum|maximum|min|max)\s+(?:commission|spend|order|premium|charge)\b/,
    "price",
    ["minimum", "maximum", "price", "cost", "fee", "charge"],
  ],
  // "The yearly repairs limit on Complete Plus": a sum of money ("£2,500"), as a spending or claims limit is.
  [
    /\b(?:spend(?:ing)?|repairs?|claims?|credit|cover|cash)\s+limits?\b|\blimit\s+(?:on|for)\s+(?:repairs?|claims?|spending)\b/,
    "price",
    ["limit", "maximum"],
  ],
  [
    /\b(?:limit|capacity|maximum|max|minimum)\b|(?<!\d\s)\bmin\b/,
    "number",
    ["limit", "capacity", "maximum", "minimum"],
  ],
  // Last, as any other kind of fact decides first: "floor saw per day from jan" asks its day rate.
  [
    /\bper\s+(?:day|night|week|month|hour|head|person|child|adult|session|class|lesson)\b/,
    "price",
    ["price", "cost", "fee", "charge", "rate"],
  ],
];
