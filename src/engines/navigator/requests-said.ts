// How people ask for what a form does without the verbs purpose.ts knows: "put me down for …", "get them to ring
// me back", "can i book … (and here are my details)".

/**
 * Requests said without a verb purpose.ts knows, as the verb they mean: "put me down for the wreath workshop" books it,
 * "get Clearway to ring me back about …" asks for a call back.
 */
export const SAID_OTHERWISE: [RegExp, string][] = [
  // "can u book me on …": you, as people type it.
  [/\b(can|could|would|will|do|did)\s+u\b/gi, "$1 you"],
  // "sign me and my wife up as joint friends": joining, the two of them.
  [/\bsign\s+(me\s+and\s+my\s+\p{L}+|us(?:\s+both)?)\s+up\s+(?:as|for|to)\s+/iu, "join "],
  // "sign me and my husband Rob Marsh up for joint membership": joining, with the one named (form-values.ts).
  [
    /\bsign\s+(me\s+and\s+my\s+\p{L}+(?:\s+[\p{L}'’-]+){1,2}?)\s+up\s+(?:as|for|to)\s+([^,;.]+)/iu,
    "join $2, $1",
  ],
  // "i'd like to volunteer behind the bar": applying to volunteer.
  [/^(?:(?:i|we)(?:'?d|\s+would)\s+like\s+to|(?:i|we)\s+want\s+to)\s+volunteer\b/i, "apply volunteer"],
  // "we'd like to hire the studio for a party": booking the hire.
  [/^(?:i|we)(?:'?d|\s+would)\s+like\s+to\s+(?:hire|rent)\s+/i, "book hire "],
  // "put my twins down for story time", "put two of us down for the tour".
  [
    /\b(?:put|pencil)\s+(\d+|two|three|four|five|six)\s+of\s+us\s+down\s+(?:for\s+)?/iu,
    "book $1 people for ",
  ],
  [/\b(?:put|pencil)\s+(?:me|us|him|her|them|my\s+\p{L}+|our\s+\p{L}+)\s+down\s+(?:for\s+)?/iu, "book "],
  // "change my parking booking GL-58213 so …", "amend our booking": moving it, as a booking's manage form does.
  [
    /\b(?:change|amend|move)\s+(?=(?:my|our|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:booking|reservation|order|appointment)\b)/iu,
    "reschedule ",
  ],
  // "our flight's been cancelled so cancel my parking": the request after "so".
  [/^[^,;]*?\s+so\s+(?=(?:please\s+)?(?:cancel|book|reschedule|renew|order)\b)/i, ""],
  // "put us on the waiting list": joining it.
  [/\bput\s+(?:me|us|my\s+name|our\s+names)\s+on\s+(?=(?:the|your)\b)/i, "join "],
  // "can you get 4 places on the tasting evening": booking them.
  [
    /\b(?:get|grab)\s+(?:me\s+|us\s+)?(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:places|spots|tickets|seats)\b)/i,
    "book ",
  ],
  // "we'd like a glamping pod …", "I'd like to try a singing lesson" (not "I'd like to know …").
  // "…, and we'd like to bring 28 children for the farm visit": bringing them is booking them in.
  [/^(?:we|i)(?:'?d|\s+would)\s+like\s+(?:to\s+(?:try|have|book|do)\s+)?(?=(?:an?|the|two|\d+)\b)/i, "book "],
  [
    /(?:^|\s+and\s+)(?:we|i)(?:'?d|\s+would)\s+like\s+to\s+bring\s+(?=(?:\d+|two|three|four|five|six|our|my)\b)/i,
    ", book ",
  ],
  // "we need to hire a half size violin", "me and my husband want to hire an open canoe": hiring one.
  // (Who is coming is kept, said after: it counts the people.)
  [
    /^(me\s+and\s+(?:my|the)\s+\p{L}+|my\s+\p{L}+\s+and\s+i)\s+(?:need|want)\s+to\s+(?:hire|rent|borrow)\s+(.+)$/isu,
    "book hire $2, $1",
  ],
  [/^(?:(?:i|we)\s+)?(?:need|want)\s+to\s+(?:hire|rent|borrow)\s+/i, "book hire "],
  // "i'm a photographer and want to hire the chapel …": the request after who is asking.
  [/\s+and\s+(?:(?:i|we)\s+)?(?:need|want)\s+to\s+(?:hire|rent|borrow)\s+/i, ", book hire "],
  // "looking to book the paddle to the pub …", "we want to do the one way canoe trip …": booking it.
  [/^(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+)?looking\s+to\s+(?=book|hire|reserve)/i, ""],
  [/^(?:i|we)\s+(?:want|would\s+like|'d\s+like)\s+to\s+do\s+/i, "book "],
  // "ask Kestrel about a boulder party …", "ask packhorse about storing everything …": an enquiry about it.
  [/^ask\s+(?:[\p{L}'’&]+\s+){1,4}?about\s+(?=(?:an?|the|my|our|\d+)\b|\p{L}+ing\b)/iu, "request "],
  // "ask lapwing whether my mobility scooter will fit on …": a message asking it.
  [/^ask\s+(?:[\p{L}'’&]+\s+){1,4}?(?=(?:whether|if)\s)/iu, "message "],
  // "get us a family annual pass …", "get a £50 gift voucher emailed to my sister": buying one.
  [
    /^(?:please\s+)?get\s+(?:me\s+|us\s+)?(?=(?:an?|\d+|two|three|four)\s+(?:£\d+\s+)?(?:[\p{L}-]+\s+){0,3}?(?:pass(?:es)?|memberships?|tickets?|vouchers?)\b)/iu,
    "buy ",
  ],
  [/^(?:please\s+)?enquire\s+(?:about\s+)?/i, "request "],
  // "send Brightwater a message asking …", "message harlow and finch for me to ask …", "send them a message for
  // me: …": the site's contact form.
  [
    /\b(?:send|drop|write)\s+(?:[\p{L}'’&]+\s+){1,3}?an?\s+(?:message|note|line|email)\b(?:\s+for\s+(?:me|us))?(?:\s*:|\s+(?:asking|to\s+ask|about|saying))?/iu,
    "message ",
  ],
  // "message crux & chalk for me - i left a blue water bottle …": what follows is the message.
  [/^(?:please\s+)?message\s+(?:[\p{L}'’&]+\s+){1,4}?for\s+(?:me|us)\s*[-–—:,]\s*/iu, "message "],
  [/^(?:please\s+)?message\s+/i, "message "],
  // "please report it as lost": the lost property form.
  [/\breport\s+(?:it|them|this|my\s+\p{L}+)\s+(?:as\s+)?(?=lost|missing|stolen)/iu, "report "],
  // "I want to become a member, family membership": joining.
  [/\b(?:become|be)\s+an?\s+member\b/i, "join membership"],
  // "add me to the linden newsletter": subscribing to it.
  [/^(?:please\s+)?add\s+(?:me|us|my\s+email)\s+to\s+(?=(?:the|your)\b)/i, "subscribe "],
  // "set me up with bin reminders": subscribing to them.
  [/\bset\s+(?:me|us)\s+up\s+(?:with|for)\s+/i, "subscribe "],
  // "need my contact lens check up doing at …": booking it.
  [/^(?:(?:i|we)\s+)?need\s+(my|our|the)\s+((?:[\p{L}-]+\s+){1,5}?)doing\b/iu, "book $1 $2"],
  // "need the boiler in my rental flat serviced by penhallow": booking the service.
  [/^(?:(?:i|we)\s+)?need\s+((?:my|our|the)\s+(?:[\p{L}-]+\s+){1,10}?)serviced\b/iu, "book a service, $1"],
  [
    /^(?:(?:i|we)\s+)?need\s+((?:my|our|the)\s+(?:[\p{L}-]+\s+){1,10}?)(?:fixed|repaired|mended)\b/iu,
    "book a repair, $1",
  ],
  // "we'd like penhallow to quote for a heat pump": a quote asked for.
  [/^(?:i|we)(?:'?d|\s+would)\s+like\s+(?:[\p{L}'’&]+\s+){1,3}?to\s+quote\s+(?:for|on)\s+/iu, "quote "],
  // "we run a taxi firm with 14 cars and would like a business account": asking for the account.
  [/^(.+?),?\s+and\s+(?:would|'d)\s+like\s+(an?\s+.+)$/iu, "request $2, $1"],
  // (Who is to ring is kept when it names a place: "get haverstock hire's rushbeck yard to ring me back".)
  [
    /\b(?:get|have|ask)\s+((?:[\p{L}'’&-]+\s+){2,5}?)to\s+(?:(?:ring|call|phone)\s+(?:me|us)|give\s+(?:me|us)\s+a\s+(?:ring|call|bell))(?:\s+back)?\b/iu,
    "callback from $1",
  ],
  [
    /\b(?:get|have|ask)\s+(?:[\p{L}'’-]+\s+)?to\s+(?:(?:ring|call|phone)\s+(?:me|us)|give\s+(?:me|us)\s+a\s+(?:ring|call|bell))(?:\s+back)?\b/iu,
    "callback ",
  ],
  // "can someone from damson & dill ring me back about a hen party?": asking for the call.
  [
    /^(?:can|could|will)\s+(?:someone|somebody|you)\s+from\s+(.+?)\s+(?:ring|call|phone)\s+(?:me|us)(?:\s+back)?\b/iu,
    "callback from $1",
  ],
  [
    /^(?:can|could|will)\s+(?:someone|somebody|you)\s+(?:ring|call|phone)\s+(?:me|us)(?:\s+back)?\b/i,
    "callback ",
  ],
  // "open a trade account with haverstock hire": applying for one.
  [/^(?:please\s+)?open\s+(?=(?:an?|my|our)\s+(?:[\p{L}-]+\s+){0,2}account\b)/iu, "apply for "],
  // "pick some dry cleaning up", "pick up": what a site's forms call collecting.
  [/\bpick(?:ing)?\s+((?:[\p{L}]+\s+){0,3}?)up\b/iu, "collect $1"],
  // "book Pressleys to collect …", "I need someone from Pressleys to collect …": booking the collection.
  [/\bbook\s+(?:[\p{L}'’]+\s+){1,2}?to\s+(?:come\s+(?:and|to)\s+)?(?=\p{L})/iu, "book "],
  [/^(?:i|we)\s+need\s+(?:someone|somebody)\s+(?:from\s+[\p{L}'’]+\s+)?to\s+/iu, "book "],
  // "can you get me in for a skin fade with amir": booking it.
  [/\b(?:get|fit|squeeze)\s+(?:me|us|him|her|them|my\s+\p{L}+)\s+in\s+(?:for|with)\s+/iu, "book "],
  // "booking for my son, hes 6 - a kids haircut at …": booking the haircut, for him.
  [/^(?:a\s+)?booking\s+(for\s+(?:my|our)\s+\p{L}+(?:,\s*[^-–—,]+)?)\s+[-–—]\s+(.+)$/iu, "book $2, $1"],
  // "our scout troop wants the shed to ourselves …. can you ask crux and chalk": an enquiry about it.
  [
    /^(.*?)[.,;]?\s*(?:can|could|would)\s+you\s+ask\s+(?:[\p{L}'’&]+\s+){0,3}[\p{L}'’&]+\s*\??$/isu,
    "request $1",
  ],
  // "sort out the crooked inn escape room for a work outing": booking it.
  [/^(?:please\s+)?sort\s+out\s+(?=(?:the|a|an|my|our)\b)/i, "book "],
  // "my daughter … turns 9 and wants a pin pals party at …": booking the party.
  [/\s+and\s+(?:she|he|they)?\s*wants?\s+(?=an?\s)(?![^?]*\?)(?!.*\bhow\s+(?:much|many)\b)/i, ", book "],
  // "i left a green scarf on the lanes, can you message them to ask if they've got it": the message is what came first.
  [
    /^(.+?),?\s+(?:can|could)\s+you\s+(?:message|email|contact)\s+(?:them|[\p{L}'’&]+)\s+to\s+ask\b[^.?]*\??/iu,
    "message $1",
  ],
  // "price up a medium van", "tell kestrel i think i was overcharged …".
  [/^(?:please\s+)?price\s+up\s+/i, "quote "],
  [/^(?:please\s+)?tell\s+(?:[\p{L}'’&]+\s+){1,3}?(?=(?:i|we|that|my|our)\b)/iu, "message "],
  // "can you get our 2 cats into the cattery from next tuesday": booking them in.
  [
    /^(?:can|could|would)\s+you\s+(?:get|fit|squeeze)\s+(?=(?:me|us|our|my|\d+|two|three)\b[^,?]*?\binto\b)/i,
    "book ",
  ],
  // "sort me out a business account enquiry": making it.
  [/\bsort\s+(?:me|us)\s+out\s+(?:with\s+)?/i, "request "],
  [/\b(?:please\s+)?(?:ring|call|phone)\s+me\s+back\b/i, "callback "],
  // "get me a quote for …", "ask Hollins for a price on …": a quote asked for.
  [/\b(?:get|give|send)\s+(?:me|us)\s+(?=an?\s+(?:quote|estimate|price)\b)/i, "quote "],
  [/^(?:can|could|may)\s+(?:i|we)\s+(?:get|have)\s+(?=an?\s+(?:quote|estimate)\b)/i, "quote "],
  [/\bask\s+(?:[\p{L}'’&-]+\s+){1,3}?for\s+(?=an?\s+(?:quote|estimate|price)\b)/iu, "quote "],
  // "get a quote from glassby & sons for …", "get glassby & sons to price pressure washing …": a quote asked for.
  [/^(?:please\s+)?(?:get|request)\s+(?:me\s+|us\s+)?an?\s+(?:quote|estimate)\s+(?=from\b)/i, "quote "],
  [/^(?:please\s+)?get\s+(?:[\p{L}'’&]+\s+){1,3}?to\s+(?:price|quote)\s+(?:up\s+|for\s+)?/iu, "quote "],
  // "sign my dad up for prescription deliveries": signing him up.
  [/\bsign\s+(?:me|us|him|her|them|my\s+\p{L}+|our\s+\p{L}+)\s+up\s+(?=for\b|to\b)/iu, "sign up "],
  // "sign my son Leo Kapoor up for juniors": who it is for, said after what (form-values.ts reads "for my son …").
  [/\bsign\s+((?:my|our)\s+\p{L}+(?:\s+\p{L}+){1,3}?)\s+up\s+((?:for|to)\b[^,.;]*)/iu, "sign up $2, for $1"],
  // "book my 5 year old daughter into snow cubs", "book 2 of us onto the beginners' lesson": the lesson is what is
  // booked, the ones it is for said after it (as "sign … up" above).
  [
    /^(?:please\s+)?book\s+((?:my|our)\s+[^,;]+?|me|us|(?:\d+|two|three|four|five|six)\s+of\s+us)\s+(?:into|onto|on\s+to|on(?=\s+(?:the|a|an)\s))\s+([^,;]+)/iu,
    "book $2, for $1",
  ],
  // "get me 1000 of their recycled business cards", "print 12 copies of my report": ordering them.
  [/^(?:please\s+)?get\s+(?:me|us)\s+(?=\d[\d,]*\s+(?:of\s+)?\p{L})/iu, "order "],
  [/^(?:please\s+)?print\s+(?=(?:\d+|an?|my|our|some)\s)/i, "order print "],
  // "enter my daughter poppy for her grade 3 tap exam": the exam is what is entered, for her (as "book … into").
  [
    /^(?:please\s+)?enter\s+((?:my|our)\s+[^,;]+?)\s+for\s+(?:her|his|their|the)\s+([^,;]+)/iu,
    "enter for $2, for $1",
  ],
  // "send them a group booking request", "put in a quote request for me": making that request.
  [
    /\b(?:send|make|put\s+in|submit)\s+(?:(?:them|him|her|[\p{L}'’&]+)\s+)?an?\s+((?:[\p{L}-]+\s+){0,3}?)(?:request|enquiry)\b/iu,
    "request $1",
  ],
  // "send a £50 gift voucher to my brother": buying one, sent to him.
  [
    /^(?:please\s+)?send\s+(?=(?:an?|\d+|one|two|three)\s+(?:£\d+\s+)?(?:[\p{L}'’&-]+\s+){0,3}?(?:vouchers?|gift\s*cards?)\b)/iu,
    "buy ",
  ],
  // "my son is 16 and wants to volunteer as an engine cleaner …, sign him up": applying to volunteer.
  [/\s+and\s+(?:she|he|they)?\s*(?:wants?|would\s+like|'d\s+like)\s+to\s+volunteer\b/i, ", apply volunteer"],
  // "our drama group wants to hire the studio": booking the hire, for the group.
  [/^(?:our|my)\s+(?:[\p{L}-]+\s+){1,3}?wants?\s+to\s+(?:hire|rent)\s+/iu, "book hire "],
  // "need a visitors berth at Heron Reach for 3 nights": booking one.
  [/^(?:(?:i|we)\s+)?need\s+(?=(?:an?|two|three|\d+)\s)/i, "book "],
  // "hold a locker for me from Saturday": reserving it.
  [/^(?:please\s+)?hold\s+(?=(?:an?|the|my|one)\s)/i, "reserve "],
  // "ask for a free pt taster with carys": requesting it; "get hadley's to send a locksmith": booking one.
  [/\bask\s+(?:them\s+)?for\s+(?=(?:an?|the|some|my)\s+(?!(?:quote|estimate|price)\b))/i, "request "],
  [/^(?:please\s+)?get\s+(?:[\p{L}'’&]+\s+){1,3}?to\s+(?:send|come\s+(?:and|to))\s+/iu, "book "],
  // "ask pennant lettings for an in-person valuation …", "get hartwell & daughter to collect 4 dining chairs",
  // "get pennant lettings to value my flat": a request for the thing or the work.
  [
    /^(?:please\s+)?ask\s+(?:(?!for\b)[\p{L}'’&]+\s+){1,4}?for\s+(?!(?:an?\s+)?(?:quote|estimate|price)\b)(?=(?:an?|the|some)\s)/iu,
    "request ",
  ],
  [
    /^(?:please\s+)?get\s+(?:[\p{L}'’&]+\s+){1,4}?to\s+(?!(?:ring|call|phone|callback|quote|price)\b)(?=\p{L})/iu,
    "request ",
  ],
  // "ask purl and bobbin to take up 2 pairs of trousers": a request for the work.
  [
    /^(?:please\s+)?ask\s+(?:[\p{L}'’&]+\s+){1,4}?to\s+(?!(?:ring|call|phone|callback|quote)\b)(?=\p{L})/iu,
    "request ",
  ],
];

/**
 * "can i book a boiler service …", "i want the showroom valet for …": asked as a question or a wish, a request
 * when the task goes on to give the details to send (a phone number or an email address).
 */
const ASKED_AS_WISH: [RegExp, string][] = [
  [/^(?:can|could)\s+(?:i|we)\s+(?=book\s)/i, ""],
  // "can i get a place on the sourdough class next saturday?": booking one.
  [
    /^(?:can|could)\s+(?:i|we)\s+(?:get|have|grab)\s+(?=(?:an?|\d+|one|two|three|four|five|six)\s+(?:places?|spots?|spaces?|seats?|tickets?)\b)/i,
    "book ",
  ],
  // "carpet cleaner from the rushbeck yard for a day on the 14th please": hiring it, the verb left unsaid.
  [
    /^(?!(?:what|when|how|which|who|where|is|are|do|does|can|could)\b)(?=[^?]*\bfor\s+(?:an?|one|two|three|\d+)\s+(?:days?|weeks?|weekend|nights?)\b[^?]*\bplease\b)/i,
    "book hire ",
  ],
  [/^(?:i|we)\s+want\s+(?=(?:an?|the)\s)/i, "book "],
  // "we're the Rotary golf society - 20 of us would like a golf day at …".
  [
    /^(?:.*?\s[-–—]\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+of\s+us\s+(?:would|'d)\s+like\s+(?=(?:an?|the)\s)/i,
    "book for $1 people ",
  ],
];
const CONTACT_GIVEN = /@|\b0\d{3,4}\s?\d{3}\s?\d{3,4}\b/;

/** Of a task's clauses, the first as a request when it asks for one and the others give the details to send. */
export function wishAsRequest(clauses: string[]): string[] {
  const [first, ...rest] = clauses;
  if (first === undefined || !rest.some((c) => CONTACT_GIVEN.test(c))) return clauses;
  const wish = ASKED_AS_WISH.find(([re]) => re.test(first));
  return wish ? [first.replace(wish[0], wish[1]), ...rest] : clauses;
}
