import type { Clock } from "../../src/clock";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { browsingApp } from "../browsing/support";
import { researchApp } from "../research/helpers";
import { NAVIGATOR_BISE } from "./bise/navigator";
import { RESEARCH_BISE } from "./bise/research";
import { BUSES } from "./bise/sites/buses";
import { DAYSPA } from "./bise/sites/dayspa";
import { NAVIGATOR_BLIND } from "./blind/navigator";
import { RESEARCH_BLIND } from "./blind/research";
import { COWORK } from "./blind/sites/cowork";
import { FERRY } from "./blind/sites/ferry";
import { NAVIGATOR_BORA } from "./bora/navigator";
import { RESEARCH_BORA } from "./bora/research";
import { CHOCOLATIER } from "./bora/sites/chocolatier";
import { FISHERY } from "./bora/sites/fishery";
import { NAVIGATOR_BREEZE } from "./breeze/navigator";
import { RESEARCH_BREEZE } from "./breeze/research";
import { FARMSHOP } from "./breeze/sites/farmshop";
import { TAXIS } from "./breeze/sites/taxis";
import { NAVIGATOR_BRUME } from "./brume/navigator";
import { RESEARCH_BRUME } from "./brume/research";
import { COACHES } from "./brume/sites/coaches";
import { GROOMER } from "./brume/sites/groomer";
import { NAVIGATOR_CHINOOK } from "./chinook/navigator";
import { RESEARCH_CHINOOK } from "./chinook/research";
import { PARTYHIRE } from "./chinook/sites/partyhire";
import { ROASTERY } from "./chinook/sites/roastery";
import { NAVIGATOR_CIRRUS } from "./cirrus/navigator";
import { RESEARCH_CIRRUS } from "./cirrus/research";
import { FESTIVAL } from "./cirrus/sites/festival";
import { SKIPHIRE } from "./cirrus/sites/skiphire";
import { NAVIGATOR_COLD } from "./cold/navigator";
import { RESEARCH_COLD } from "./cold/research";
import { MARINA } from "./cold/sites/marina";
import { PHARMACY } from "./cold/sites/pharmacy";
import { NAVIGATOR_CUMULUS } from "./cumulus/navigator";
import { RESEARCH_CUMULUS } from "./cumulus/research";
import { AUCTION } from "./cumulus/sites/auction";
import { VINEYARD } from "./cumulus/sites/vineyard";
import { NAVIGATOR_DEW } from "./dew/navigator";
import { RESEARCH_DEW } from "./dew/research";
import { CINEMA } from "./dew/sites/cinema";
import { STABLES } from "./dew/sites/stables";
import { NAVIGATOR_DRIZZLE } from "./drizzle/navigator";
import { RESEARCH_DRIZZLE } from "./drizzle/research";
import { BALLOON } from "./drizzle/sites/balloon";
import { DOJO } from "./drizzle/sites/dojo";
import { NAVIGATOR_DUSK } from "./dusk/navigator";
import { RESEARCH_DUSK } from "./dusk/research";
import { GOLFCLUB } from "./dusk/sites/golfclub";
import { LANGSCHOOL } from "./dusk/sites/langschool";
import { RESEARCH_FINAL } from "./final/research";
import { SCHOOL } from "./final/sites/school";
import { VETS } from "./final/sites/vets";
import { NAVIGATOR_FLURRY } from "./flurry/navigator";
import { RESEARCH_FLURRY } from "./flurry/research";
import { DANCESCHOOL } from "./flurry/sites/danceschool";
import { PRINTSHOP } from "./flurry/sites/printshop";
import { NAVIGATOR_FOEHN } from "./foehn/navigator";
import { RESEARCH_FOEHN } from "./foehn/research";
import { BROADBAND } from "./foehn/sites/broadband";
import { PHYSIO } from "./foehn/sites/physio";
import { NAVIGATOR_FOG } from "./fog/navigator";
import { RESEARCH_FOG } from "./fog/research";
import { BOWLING } from "./fog/sites/bowling";
import { VANHIRE } from "./fog/sites/vanhire";
import { NAVIGATOR_FRESH } from "./fresh/navigator";
import { RESEARCH_FRESH } from "./fresh/research";
import { HOTEL } from "./fresh/sites/hotel";
import { MUSEUM } from "./fresh/sites/museum";
import { NAVIGATOR_FRET } from "./fret/navigator";
import { RESEARCH_FRET } from "./fret/research";
import { OBSERVATORY } from "./fret/sites/observatory";
import { TATTOO } from "./fret/sites/tattoo";
import { NAVIGATOR_FROST } from "./frost/navigator";
import { RESEARCH_FROST } from "./frost/research";
import { CLEANERS } from "./frost/sites/cleaners";
import { KENNELS } from "./frost/sites/kennels";
import { NAVIGATOR_GALE } from "./gale/navigator";
import { RESEARCH_GALE } from "./gale/research";
import { MUSIC } from "./gale/sites/music";
import { REMOVALS } from "./gale/sites/removals";
import { NAVIGATOR_GLOAM } from "./gloam/navigator";
import { RESEARCH_GLOAM } from "./gloam/research";
import { ARCHERY } from "./gloam/sites/archery";
import { RAILWAY } from "./gloam/sites/railway";
import { NAVIGATOR_GRAUPEL } from "./graupel/navigator";
import { RESEARCH_GRAUPEL } from "./graupel/research";
import { SKIHIRE } from "./graupel/sites/skihire";
import { YARNSHOP } from "./graupel/sites/yarnshop";
import { NAVIGATOR_GUST } from "./gust/navigator";
import { RESEARCH_GUST } from "./gust/research";
import { FRAMING } from "./gust/sites/framing";
import { PADDLE } from "./gust/sites/paddle";
import { NAVIGATOR_HAAR } from "./haar/navigator";
import { RESEARCH_HAAR } from "./haar/research";
import { PIANO } from "./haar/sites/piano";
import { RINK } from "./haar/sites/rink";
import { NAVIGATOR_HAIL } from "./hail/navigator";
import { RESEARCH_HAIL } from "./hail/research";
import { BOOKSHOP } from "./hail/sites/bookshop";
import { LIDO } from "./hail/sites/lido";
import { NAVIGATOR_HARMATTAN } from "./harmattan/navigator";
import { RESEARCH_HARMATTAN } from "./harmattan/research";
import { BRIDAL } from "./harmattan/sites/bridal";
import { PETSHOP } from "./harmattan/sites/petshop";
import { NAVIGATOR_HAZE } from "./haze/navigator";
import { RESEARCH_HAZE } from "./haze/research";
import { CARWASH } from "./haze/sites/carwash";
import { PLUMBER } from "./haze/sites/plumber";
import { NAVIGATOR_HOAR } from "./hoar/navigator";
import { RESEARCH_HOAR } from "./hoar/research";
import { GYM } from "./hoar/sites/gym";
import { LOCKSMITH } from "./hoar/sites/locksmith";
import { NAVIGATOR_HOLDOUT } from "./holdout/navigator";
import { RESEARCH_HOLDOUT } from "./holdout/research";
import { BIKESHOP } from "./holdout/sites/bikeshop";
import { THEATRE } from "./holdout/sites/theatre";
import { NAVIGATOR_KHAMSIN } from "./khamsin/navigator";
import { RESEARCH_KHAMSIN } from "./khamsin/research";
import { COSTUMES } from "./khamsin/sites/costumes";
import { PAINTBALL } from "./khamsin/sites/paintball";
import { NAVIGATOR_LAST } from "./last/navigator";
import { RESEARCH_LAST } from "./last/research";
import { CLIMBING } from "./last/sites/climbing";
import { SALON } from "./last/sites/salon";
import { NAVIGATOR_LEVANTER } from "./levanter/navigator";
import { RESEARCH_LEVANTER } from "./levanter/research";
import { ELECTRICIANS } from "./levanter/sites/electricians";
import { SWIMSCHOOL } from "./levanter/sites/swimschool";
import { answerMatches, matchingSubmission, researchVerdict } from "./match";
import { NAVIGATOR_MELTEMI } from "./meltemi/navigator";
import { RESEARCH_MELTEMI } from "./meltemi/research";
import { COTTAGES } from "./meltemi/sites/cottages";
import { HEARING } from "./meltemi/sites/hearing";
import { NAVIGATOR_MIST } from "./mist/navigator";
import { RESEARCH_MIST } from "./mist/research";
import { CLIMBWALL } from "./mist/sites/climbwall";
import { HAIRDRESSER } from "./mist/sites/hairdresser";
import { NAVIGATOR_MISTRAL } from "./mistral/navigator";
import { RESEARCH_MISTRAL } from "./mistral/research";
import { FUNERAL } from "./mistral/sites/funeral";
import { VENUE } from "./mistral/sites/venue";
import { NAVIGATOR_MIZZLE } from "./mizzle/navigator";
import { RESEARCH_MIZZLE } from "./mizzle/research";
import { SOFTPLAY } from "./mizzle/sites/softplay";
import { WINDOWS } from "./mizzle/sites/windows";
import { NAVIGATOR_MURK } from "./murk/navigator";
import { RESEARCH_MURK } from "./murk/research";
import { COOKERY } from "./murk/sites/cookery";
import { TOOLHIRE } from "./murk/sites/toolhire";
import { NAVIGATOR_TUNING } from "./navigator";
import { NAVIGATOR_NIMBUS } from "./nimbus/navigator";
import { RESEARCH_NIMBUS } from "./nimbus/research";
import { AIRPARKING } from "./nimbus/sites/airparking";
import { DIVECENTRE } from "./nimbus/sites/divecentre";
import { NAVIGATOR_OUTSIDE } from "./outside/navigator";
import { RESEARCH_OUTSIDE } from "./outside/research";
import { COUNCIL } from "./outside/sites/council";
import { NAVIGATOR_PAMPERO } from "./pampero/navigator";
import { RESEARCH_PAMPERO } from "./pampero/research";
import { ACCOUNTANTS } from "./pampero/sites/accountants";
import { PESTCONTROL } from "./pampero/sites/pestcontrol";
import { RESEARCH_TUNING } from "./research";
import { researchInProcess } from "./research-in-process";
import { NAVIGATOR_RIME } from "./rime/navigator";
import { RESEARCH_RIME } from "./rime/research";
import { BAKERY } from "./rime/sites/bakery";
import { TENNIS } from "./rime/sites/tennis";
import { NAVIGATOR_SCUD } from "./scud/navigator";
import { RESEARCH_SCUD } from "./scud/research";
import { FLORIST } from "./scud/sites/florist";
import { NURSERY } from "./scud/sites/nursery";
import { NAVIGATOR_SEALED } from "./sealed/navigator";
import { RESEARCH_SEALED } from "./sealed/research";
import { LEISURE } from "./sealed/sites/leisure";
import { type ServedSite, serveSite } from "./serve";
import { NAVIGATOR_SIROCCO } from "./sirocco/navigator";
import { RESEARCH_SIROCCO } from "./sirocco/research";
import { FLOORING } from "./sirocco/sites/flooring";
import { FRUITFARM } from "./sirocco/sites/fruitfarm";
import { CLINIC } from "./sites/clinic";
import { LIBRARY } from "./sites/library";
import { RESTAURANTS } from "./sites/restaurants";
import { SOFTWARE } from "./sites/software";
import { NAVIGATOR_SLEET } from "./sleet/navigator";
import { RESEARCH_SLEET } from "./sleet/research";
import { DENTAL } from "./sleet/sites/dental";
import { FARM } from "./sleet/sites/farm";
import { NAVIGATOR_SMIRR } from "./smirr/navigator";
import { RESEARCH_SMIRR } from "./smirr/research";
import { PHOTO } from "./smirr/sites/photo";
import { SWEEP } from "./smirr/sites/sweep";
import { NAVIGATOR_SQUALL } from "./squall/navigator";
import { RESEARCH_SQUALL } from "./squall/research";
import { REPAIRS } from "./squall/sites/repairs";
import { TRAMPOLINE } from "./squall/sites/trampoline";
import { NAVIGATOR_STRATUS } from "./stratus/navigator";
import { RESEARCH_STRATUS } from "./stratus/research";
import { KARTING } from "./stratus/sites/karting";
import { REHEARSAL } from "./stratus/sites/rehearsal";
import { NAVIGATOR_SUNDOG } from "./sundog/navigator";
import { RESEARCH_SUNDOG } from "./sundog/research";
import { NARROWBOAT } from "./sundog/sites/narrowboat";
import { ZOO } from "./sundog/sites/zoo";
import { NAVIGATOR_THAW } from "./thaw/navigator";
import { RESEARCH_THAW } from "./thaw/research";
import { HALL } from "./thaw/sites/hall";
import { OPTICIANS } from "./thaw/sites/opticians";
import { NAVIGATOR_TRAMONTANE } from "./tramontane/navigator";
import { RESEARCH_TRAMONTANE } from "./tramontane/research";
import { LETTINGS } from "./tramontane/sites/lettings";
import { UPHOLSTERY } from "./tramontane/sites/upholstery";
import type { NavItem, ResearchItem, SiteName } from "./types";
import { NAVIGATOR_UNMET } from "./unmet/navigator";
import { RESEARCH_UNMET } from "./unmet/research";
import { GARAGE } from "./unmet/sites/garage";
import { STORAGE } from "./unmet/sites/storage";
import { NAVIGATOR_UNSEEN } from "./unseen/navigator";
import { RESEARCH_UNSEEN } from "./unseen/research";
import { DRIVING } from "./unseen/sites/driving";
import { GARDEN } from "./unseen/sites/garden";
import { NAVIGATOR_UNTRIED } from "./untried/navigator";
import { RESEARCH_UNTRIED } from "./untried/research";
import { BREWERY } from "./untried/sites/brewery";
import { CAMPSITE } from "./untried/sites/campsite";
import { NAVIGATOR_VIRGA } from "./virga/navigator";
import { RESEARCH_VIRGA } from "./virga/research";
import { ESCAPE } from "./virga/sites/escape";
import { POTTERY } from "./virga/sites/pottery";
import { NAVIGATOR_WILLIWAW } from "./williwaw/navigator";
import { RESEARCH_WILLIWAW } from "./williwaw/research";
import { CATERERS } from "./williwaw/sites/caterers";
import { TUTORING } from "./williwaw/sites/tutoring";
import { NAVIGATOR_ZEPHYR } from "./zephyr/navigator";
import { RESEARCH_ZEPHYR } from "./zephyr/research";
import { CIRCUS } from "./zephyr/sites/circus";
import { SOLICITORS } from "./zephyr/sites/solicitors";
import { NAVIGATOR_ZONDA } from "./zonda/navigator";
import { RESEARCH_ZONDA } from "./zonda/research";
import { TAILORS } from "./zonda/sites/tailors";
import { TRANSLATORS } from "./zonda/sites/translators";

// The scoring harness of the answers corpus (bench/answers.ts runs it). Everything under test/corpus/sealed/,
// test/corpus/outside/, test/corpus/fresh/, test/corpus/holdout/, test/corpus/final/, test/corpus/last/,
// test/corpus/blind/, test/corpus/unseen/, test/corpus/untried/, test/corpus/unmet/, test/corpus/cold/,
// test/corpus/frost/, test/corpus/gale/, test/corpus/hail/, test/corpus/sleet/, test/corpus/thaw/, test/corpus/rime/,
// test/corpus/dew/, test/corpus/mist/, test/corpus/fog/, test/corpus/haze/, test/corpus/dusk/, test/corpus/gust/,
// test/corpus/squall/, test/corpus/brume/, test/corpus/virga/, test/corpus/graupel/, test/corpus/hoar/,
// test/corpus/flurry/, test/corpus/scud/, test/corpus/murk/, test/corpus/mizzle/, test/corpus/smirr/,
// test/corpus/haar/, test/corpus/fret/, test/corpus/gloam/, test/corpus/sundog/, test/corpus/cirrus/,
// test/corpus/nimbus/, test/corpus/stratus/, test/corpus/cumulus/, test/corpus/drizzle/, test/corpus/breeze/,
// test/corpus/zephyr/, test/corpus/mistral/, test/corpus/sirocco/, test/corpus/harmattan/, test/corpus/khamsin/,
// test/corpus/chinook/, test/corpus/bora/, test/corpus/meltemi/, test/corpus/zonda/, test/corpus/pampero/,
// test/corpus/levanter/, test/corpus/tramontane/, test/corpus/williwaw/, test/corpus/bise/ and test/corpus/foehn/ is held out: whoever tunes the navigator or research must not read it, and reports print no
// sealed, outside, fresh, holdout, final, last, blind, unseen, untried, unmet, cold, frost, gale, hail, sleet, thaw,
// rime, dew, mist, fog, haze, dusk, gust, squall, brume, virga, graupel, hoar, flurry, scud, murk, mizzle, smirr, haar,
// fret, gloam, sundog, cirrus, nimbus, stratus, cumulus, drizzle, breeze, zephyr, mistral, sirocco, harmattan,
// khamsin, chinook, bora, meltemi, zonda, pampero, levanter, tramontane, williwaw, bise or foehn item.
// The outside part is a site of its own, in a domain none of the other sites share; the fresh part is two more such
// sites (a hotel and a museum), and the holdout part two more (a theatre and a bike shop), each to be run once at the
// end. The final part is two more (a vet practice and a primary school), research items only, to be run once at the
// very end as an outside measurement. The last part is two more (a hairdresser and barber with two salons, and a
// climbing centre), research and navigator items, run once at the end like holdout.
// The blind part is two more (a ferry and coach operator, and a co-working space in two buildings), research and
// navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The unseen part is two more (a garden centre with two branches, and a driving school), research and navigator
// items written by someone who did not tune the engines, run once at the very end, unseen.
// The untried part is two more (a craft brewery with two taprooms, and a holiday park), research and navigator
// items written by someone who did not tune the engines, run once at the very end, unseen.
// The unmet part is two more (an independent garage with two workshops, and a self-storage company with two
// stores), research and navigator items written by someone who did not tune the engines, run once at the very end,
// unseen.
// The cold part is two more (an independent community pharmacy with two branches, and a marina and boatyard on
// two sites), research and navigator items written by someone who did not tune the engines, run once at the very
// end, unseen.
// The frost part is two more (an independent dry cleaner with two shops, and boarding kennels with a cattery and a
// day club), research and navigator items written by someone who did not tune the engines, run once at the very
// end, unseen.
// The gale part is two more (a community music school teaching in two centres, and a man-and-van removals firm
// with a storage warehouse), research and navigator items written by someone who did not tune the engines, run
// once at the very end, unseen.
// The hail part is two more (a community-run lido and indoor baths, and an independent bookshop with a café, events
// and book clubs), research and navigator items written by someone who did not tune the engines, run once at the
// very end, unseen.
// The sleet part is two more (a family dental practice with two surgeries, and a charity-run community farm with a
// shop, a café and allotments), research and navigator items written by someone who did not tune the engines, run
// once at the very end, unseen.
// The thaw part is two more (an independent opticians with two branches, and a charity-run village hall with rooms
// to hire, weekly classes and events), research and navigator items written by someone who did not tune the
// engines, run once at the very end, unseen.
// The rime part is two more (a family-run bakery with two shops, a café and baking classes, and a members' tennis
// and padel club with coaching, club nights and leagues), research and navigator items written by someone who did
// not tune the engines, run once at the very end, unseen.
// The dew part is two more (a charity-run community cinema with two screens, a café bar, Friends' memberships and
// screen hire, and a riding school and livery yard with two arenas, hacking and pony parties), research and
// navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The mist part is two more (an independent hairdresser with two salons and a barber's, and an indoor climbing
// company with a roped centre and a bouldering wall, courses, kids' clubs and parties), research and navigator items
// written by someone who did not tune the engines, run once at the very end, unseen.
// The fog part is two more (a ten-pin bowling alley with three escape rooms, party packages and a diner, and a van
// and car hire firm with two depots, one-way hire, extras and cover, and jobs), research and navigator items
// written by someone who did not tune the engines, run once at the very end, unseen.
// The haze part is two more (an independent plumbing and heating firm with boiler cover plans, and a hand car wash
// and valeting business on two sites with a monthly wash club and fleet accounts), research and navigator items
// written by someone who did not tune the engines, run once at the very end, unseen.
// The dusk part is two more (a members' golf club with an 18-hole and a 9-hole course, a floodlit driving range,
// coaching and a clubhouse restaurant, and an independent language school in two towns with adult courses, exam
// preparation, one-to-one lessons and children's Saturday classes), research and navigator items written by someone
// who did not tune the engines, run once at the very end, unseen.
// The gust part is two more (a paddle sports centre with a lake base and a river base, hire by craft and duration,
// British Canoeing courses, children's sessions and stag and hen packages, and an independent picture framer and
// artists' materials shop in two towns with bespoke framing by size band, glazing, workshops and a gallery),
// research and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The squall part is two more (an independent phone, tablet and laptop repair shop in two towns with repair prices by
// model and repair, turnaround and guarantees, data recovery by band, refurbished devices and trade-ins, and a
// trampoline park with a soft play and a café, with sessions by length, peak and age, term-time and holiday hours,
// age, height and weight rules, party packages, passes and school groups), research and navigator items written by
// someone who did not tune the engines, run once at the very end, unseen.
// The brume part is two more (a dog groomer with a salon, a mobile grooming van on a round of villages by day of the
// week and a doggy day care, with prices by service and dog size, add-ons, day care packs, vaccination, behaviour
// and cancellation rules, and a family-run coach tour operator picking up in two towns, with day trips, short
// breaks, a fleet, luggage and accessibility rules, cancellation charges by days before departure, a loyalty scheme
// and private hire), research and navigator items written by someone who did not tune the engines, run once at the
// very end, unseen.
// The virga part is two more (a pottery studio in a market town with wheel courses, a paint-your-own café with piece
// prices and a weekday and weekend studio fee, kids' parties, a kiln yard firing for outside potters by shelf and
// firing, a clay and glaze shop and studio membership, and an escape room company with a city-centre venue and a
// retail park venue, with rooms by players, difficulty, age and access, team prices off-peak and peak, work outings,
// vouchers, birthday add-ons and house rules), research and navigator items written by someone who did not tune the
// engines, run once at the very end, unseen.
// The graupel part is two more (a ski and snowboard school and hire shop at an indoor snow slope with a take-away
// hire shop in town, with slope sessions by length, adult and junior, off-peak and peak, term-time and holiday hours,
// a late-night session, hire by item and days, lessons by level and age with a timetable by weekday, season passes
// and a club, a café, helmet and age rules, a price change and a maintenance closure, and a knitting and sewing
// haberdashery with yarns by brand, weight, fibre and stock, workshops with places left, sewing machine servicing by
// machine, alterations with turnaround, a stamp card, a late Thursday, Christmas hours and delivery terms), research
// and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The hoar part is two more (a small independent gym and fitness studio on two sites, a 24-hour gym with staffed
// hours and a town-centre studio with its own hours, with memberships by type on a 12-month contract or none, joining
// fees and a price change from January, day and class passes, a class timetable by day with instructor, room and
// spaces, personal training for members and non-members, freezing, cancelling, age and induction rules, parking and
// Christmas hours, and a locksmith, key cutting and shoe repair business with a kiosk and a shop on different hours,
// with keys, fobs and car keys by type, shoe repairs by job for men and women with turnaround and express, call-out
// charges by time of day, areas covered with travel charges, watch batteries and engraving, guarantees and FAQs and
// a price change), research and navigator items written by someone who did not tune the engines, run once at the
// very end, unseen.
// The flurry part is two more (an independent print and copy shop with a high-street shop and a trade park unit on
// different hours, with business cards and flyers by quantity, size and sides, posters by size and paper, banners by
// the metre, copying by the page in black and white or colour, binding and laminating, turnaround with surcharges,
// file requirements, delivery and collection, trade accounts, a price change from January and Christmas hours, and
// a dance school with two studios and their parking, classes by style and a timetable by day with ages, teacher and
// studio, term fees by classes a week with a sibling discount and a price change, a free trial class, exam fees by
// grade, uniform, studio hire by time of week, term dates and shows, and policies and FAQs), research and navigator
// items written by someone who did not tune the engines, run once at the very end, unseen.
// The scud part is two more (an independent florist with a shop and a market hall stall on different hours, with
// bouquets by size and price, plants, Christmas wreaths, delivery by postcode zone with charges, same-day cut-offs
// and a free delivery threshold, wedding flowers with a consultation, packages and a deposit, funeral tributes with
// letters by the letter and an order notice in working days, a flower subscription by how often and size, workshops
// with dates, tutors and spaces, a price change from February, Christmas hours and care tips with a note on lilies
// and cats, and a children's day nursery with a main house and a forest-school site, with rooms by age with ratios
// and places, fees by session and age with a price change, funded hours and a consumables charge, closures and bank
// holidays, a menu with allergens, a holiday club by day and week, registration, deposit, settling in and the
// waiting list, staff with qualifications, an inspection, policies and FAQs), research and navigator items written
// by someone who did not tune the engines, run once at the very end, unseen.
// The murk part is two more (an independent cookery school with a town-centre kitchen up a flight of stairs and a
// barn kitchen at a farm on different days and hours, with classes by cuisine and level with dates, times, tutors,
// prices and spaces (some full, with a waiting list), a price change from March, young cooks' classes by age,
// private events and team building by kitchen with group sizes and prices a head, gift vouchers with their validity
// and Christmas dates, cancelling and moving by notice period, allergies and diets, what to bring, parking and
// access, and the team, FAQs and news, and a tool and plant hire firm with two yards on different hours (one shut on
// Sundays and bank holidays), hire rates by item for 4 hours, a day, a weekend and a week with deposits and a price
// change from January, fuel, diamond blade wear by the millimetre and consumables, a damage waiver for tools and
// another for plant, delivery and collection by distance band, ID, trade accounts, age limits and safety, Christmas
// and bank holiday hours, FAQs and news), research and navigator items written by someone who did not tune the
// engines, run once at the very end, unseen.
// The mizzle part is two more (an indoor soft play and children's party centre with a big town-centre venue and a
// smaller play barn for under 8s at a garden centre, on different hours in term time and the school holidays, with
// entry prices by age band off-peak and at peak and a price change from January, toddler, baby and quiet sessions
// for children with additional needs, party packages by venue with prices a child, the smallest party, food and how
// long, a café menu with allergens, rules on socks, height and grown-ups to children, passes, booking and cancelling
// by notice, Christmas and bank holiday hours, the team, FAQs and news, and a window cleaning, gutter and pressure
// washing firm working rounds by postcode on set days, with prices by house type every 4 weeks, every 8 weeks and
// one-off and a price rise from February, conservatories, gutter clearing and fascias and soffits by storeys,
// pressure washing a square metre with a minimum charge, what happens in rain and frost, paying, commercial
// contracts, insurance, FAQs and news), research and navigator items written by someone who did not tune the
// engines, run once at the very end, unseen.
// The smirr part is two more (a portrait and events photography studio with a first-floor town-centre studio and a
// converted chapel in a village, with portrait sessions by package with what each includes and a price change from
// March, headshots, prints and albums by size, studio hire by the hour on weekdays and at weekends for each studio,
// wedding and event packages, deposits and moving or cancelling by notice, opening hours by studio and day, gift
// vouchers, access, parking, the team, FAQs and news, and a chimney sweep, stove installer and stove showroom, with
// sweeping prices by fuel or flue and a price rise from February, bird's nests, CCTV flue surveys, stove fitting by
// size in kW with or without a new liner, the showroom's hours with a late Thursday, areas by postcode with a
// call-out charge past 15 miles, how often to sweep by fuel, booking lead times by season, paying, HETAS and
// insurance, FAQs and news), research and navigator items written by someone who did not tune the engines, run once
// at the very end, unseen.
// The haar part is two more (an ice rink with a full-size arena and a small learner rink at a leisure park, with
// public sessions by day in term time and the school holidays for each rink, prices by age with skate hire extra and
// a price rise from January, the Ice Disco, learn-to-skate courses by level with ages, weeks and prices, party
// packages by rink with a price a child, the smallest party and food, the hockey club's age groups, figure skating,
// the rules on gloves, helmets and penguins, opening hours with Christmas and New Year, the café, parking, access, the
// team, FAQs and news, and a piano tuner, restorer and piano shop, with tuning prices by piano and a price rise from
// April, a pitch raise, repairs and restoration by upright or grand, piano moves by floors and stairs, rentals by the
// month with rent to buy, second-hand stock with make, year, price and status, the showroom's hours with a late
// Wednesday, call-out charges by distance, booking lead times by month, paying and finance, FAQs and news), research
// and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The fret part is two more (a tattoo and piercing studio with a first-floor town-centre studio and a step-free
// studio by a canal in another town, with tattoo prices by size with a minimum charge by studio, a day rate,
// deposits, touch-ups and cover-ups, the tattooists by studio, style, hourly rate and whether their books are open,
// piercing prices by type with the jewellery included or extra, the youngest age and healing time and a price rise
// from January, gold upgrades, aftercare, the rules on age, ID, parental consent, friends and moving an appointment,
// opening hours by studio with Christmas and New Year, vouchers, FAQs and news, and a public observatory and
// planetarium, with dome shows by running time and age and a timetable by day, telescope evenings by month with what
// happens when it's cloudy, ticket prices by age and a price rise from February, memberships by the year or the
// month, school visits by key stage with a price a pupil, the café, events, opening hours with Christmas, the bus,
// access to the domes, the team, FAQs and news), research and navigator items written by someone who did not tune
// the engines, run once at the very end, unseen.
// The gloam part is two more (a heritage steam railway with five stations along its line, with step-free access,
// parking and cafés by station, running days by season with a timetable's departures by station each way, fares by
// ticket and a fare rise from March, special trains with dates, times and prices, footplate and driver experiences
// with the youngest age, the locomotives by year and whether they're in service, dogs, bikes and the accessible
// carriage, groups, volunteering by role and age, FAQs and news, and an archery and axe-throwing centre with two
// venues, with sessions by venue, length, youngest age, weekday and weekend price and biggest group, a beginners'
// course, opening hours by venue with Christmas, parties by age with a price a head and the smallest group,
// memberships by the month and the year, the coaches and their qualifications, the rules on shoes, alcohol and ages by
// venue, cancelling by notice, vouchers, FAQs and news), research and navigator items written by someone who did not
// tune the engines, run once at the very end, unseen.
// The sundog part is two more (a wildlife park, with opening times by season with last entry and Christmas, two car
// parks, day tickets by age online and at the gate and a price rise from March, annual passes by the year and the
// month with what they include, keeper talks by animal and day of the week, the animals by where, how many, where
// they're from and how threatened, experiences by youngest age, length, days and price, the play area and two cafés
// by season, access, dogs and kennels, parties, school visits by key stage, adoptions, FAQs and news, and a canal
// narrowboat holiday company with two bases on two canals, with the fleet by class, length, berths, dogs, base, wi-fi
// and price band, a week's and a short break's prices by band and season, start days, pick-up times and parking by
// base, routes and rings by hours and locks, the first-timers' handover and the ages to steer and to hire, what's
// included and the extras, dogs, cancelling by notice, day boats by base with seats and prices, vouchers, FAQs and
// news), research and navigator items written by someone who did not tune the engines, run once at the very end,
// unseen.
// The cirrus part is two more (an independent summer music festival over three days in a park, with weekend and day
// tickets by age at early bird and standard prices with their sale dates, a campervan pass, parking passes and early
// entry, the line-up by day and stage with set times, five campsites by who they're for, quiet hours, the walk to the
// arena, showers and gazebos with the rules, what to bring and what not to, access (viewing platforms, PA tickets,
// hearing loops, BSL), shuttle buses from a station by day with prices and the car parks' opening times, refunds and
// name changes by date, the age policy, bars and food, volunteering roles, FAQs and news, and a skip hire and waste
// removal firm serving seven towns in three price zones, with skips by size, what they hold and price by zone, the
// hire period and extra days, road permits by council with fees and notice, what can and can't go in a skip with the
// charges, wait-and-load and man-and-van clearance by load and zone, next-day cut-offs by zone and delivery days, the
// waste carrier registration and the recycling rate, trade accounts, FAQs and news), research and navigator items
// written by someone who did not tune the engines, run once at the very end, unseen.
// The nimbus part is two more (a scuba diving centre on a harbour quay, with courses by level with the youngest age,
// days and price, try-dives in the pool and the sea, boat dives by site with depth, the level needed, the boat ride and
// price, the boat's times by day and season, kit hire by the dive, day and week with fills, the shop's hours by
// season, the medical form's rules and flying after diving, cancelling by notice, FAQs and news, and an airport
// parking company with four car parks (meet and greet, a multi-storey, park and ride and economy), with the walk or
// the bus to the terminal, prices per day by car park and length of stay and for whole trips, drive-up prices, the
// shuttle buses' hours, frequency and journey, opening hours, EV charging, height and length limits for vans,
// motorhomes and motorbikes, changes and refunds by notice, flexible booking, FAQs and news), research and navigator
// items written by someone who did not tune the engines, run once at the very end, unseen.
// The stratus part is two more (a band rehearsal and recording studio on two sites, railway arches with five rooms
// and a drum booth and an old chapel with two rooms and the studio, with the rooms by site, size, band size, PA and
// drum kit, rates an hour off-peak and at peak and a whole Saturday, the shortest booking and student money off,
// recording packages by hours with weekday and weekend prices, the engineers, mixing, mastering and a producer,
// backline hire by the session and to take away, the two sites compared, opening hours by day and site with summer
// Sundays and Christmas, moving and cancelling by notice, lock-ups, FAQs and news, and a go-karting company with an
// indoor electric track and an outdoor petrol circuit, with the tracks compared (length, karts, top speed, drivers at
// once, lap records), sessions by track, length, ages and the shortest driver at off-peak and peak prices, group
// packages by track and drivers with a price a driver, opening hours by day with the outdoor circuit's summer and
// winter and Christmas, the rules and the flags, the Race Club's memberships, gift vouchers, moving and cancelling by
// notice, FAQs and news), research and navigator items written by someone who did not tune the engines, run once at
// the very end, unseen.
// The cumulus part is two more (a vineyard and winery with a cellar door shop and café, with tours and tastings by
// length, what's included, days, price, ages and a designated driver's price, the wines by style, grapes and vintage
// at a bottle and a case of 6 with what is sold out, the wine club's tiers by bottles a quarter and money off, the
// shop's and café's hours by day in summer and winter with Christmas, delivery by zone with a free threshold, events
// with dates, private hire, harvest volunteering, access and dogs, FAQs and news, and an auction house with two
// salerooms, with the sale calendar by saleroom with viewing, the buyer's premium by hammer-price band with VAT and
// online bidding's surcharge by platform, paying, bidding increments, the seller's commission by band with the
// minimum, lotting, insurance and other fees, valuation days by day and saleroom, home visits by distance, collection
// hours by saleroom, storage after the free days, shipping partners, the specialists, FAQs and news), research and
// navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The drizzle part is two more (a hot-air balloon company flying from a country park, a castle and a racecourse,
// with flights by time in the air and on the day at a weekday and an anytime price a person, who can fly by age,
// height and weight with the heavier passenger supplement, the launch sites by months, sunrise and evening flights,
// meeting point and balloon size with access, flight vouchers by validity, reflights and passing on, the day with
// champagne and what to wear, what happens when the weather stops a flight, FAQs and news, and a martial arts club
// teaching karate, judo, kickboxing and Little Dragons in a town-centre dojo and a leisure-centre hall, with the
// weekly timetable by day, class, level and dojo with Christmas and New Year, memberships by adult, under 16 and
// concession with the joining fee, the free first class, grading fees by belt and grading dates, kit by size band,
// private lessons by length, birthday parties, the instructors, the two dojos, FAQs and news), research and
// navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The breeze part is two more (a farm shop and butcher's with a café on a working farm and a second butcher's shop
// in town, with the counter's cuts by meat, price a kg, ageing and which shop sells them, meat boxes one-off and every
// month, Christmas turkeys by size, weight and serves at a White and a Bronze price with the rest of the table,
// collection days by shop and order deadlines that differ by shop, the café's hours by summer and winter with its
// menu, both shops' hours and Christmas, delivery zones, the farm and its people, FAQs and news, and a taxi and
// private hire firm with offices in two towns, with metered fares by tariff under each town's first mile and each
// mile after, what trips usually cost by day and night, fixed airport and station prices from each town for a saloon
// and a minibus with returns and extras, booking, ramp cars, the fleet by office, business accounts, the two offices
// side by side, driving for the firm, FAQs and news), research and navigator items written by someone who did not
// tune the engines, run once at the very end, unseen.
// The zephyr part is two more (a circus school with an aerial hall and a big top, with lessons by type and length
// with the youngest age, the weekly classes by day, level, ages and space, Christmas holiday circus days by date and
// age with places left, flying trapeze sessions by length with the youngest age and the heaviest flyer at an adult
// and an under-16 price, memberships by the month rolling or on a 12-month plan with the extras, the rules on
// insurance and jewellery, opening hours with Christmas and New Year, the crew, FAQs and news, and a firm of
// solicitors with offices in two towns, with conveyancing fees by price band for buying and selling with and without
// VAT, the supplements and what's paid to others, wills and Lasting Powers of Attorney with the Public Guardian's
// fee, will and deed storage after the free years, estate administration by value band with a minimum, hourly rates,
// free clinics by town and day, talks by date and place, the solicitors, the firms it works with, the two offices
// side by side with their hours by day and Christmas, FAQs and news), research and navigator items written by
// someone who did not tune the engines, run once at the very end, unseen.
// The mistral part is two more (a family funeral director with two branches, with what to do when someone dies,
// funerals by package with what's included, the cars and the fee, extras priced, a standardised price list with a
// price change from January, crematorium fees by crematorium, time and day, burial fees by burial ground and the
// other costs paid to others, paying, pre-paid funeral plans at once or by the month over 12, 24 or 60 months with
// the ages, funeral notices by date, place and charity, a room to gather in afterwards with menus a head and
// allergens, the two branches side by side with their hours by day and Christmas and a day-or-night line, the team,
// FAQs and news, and a wedding and events venue with a threshing barn, a garden room and a lawn, with capacity by
// space and layout, the hire by day of the week and season and the garden room alone by day, deposits, cancelling by
// notice and the registrar's fees, packages a head for adults and children with the fewest guests, the wedding
// breakfast by course with allergens and diets, evening food, corkage and the bar, the dates left with their status,
// Christmas party nights with places left, show rounds, open days and the hours of the venue and its planning
// studio in town, the house rules, the team, FAQs and news), research and navigator items written by someone who did
// not tune the engines, run once at the very end, unseen.
// The sirocco part is two more (a pick-your-own fruit farm with a farm shop and café, a pumpkin patch and a Christmas
// tree field reached by two entrances, with picking prices by fruit a kg and a punnet with the months in season, the
// vegetables, what's picking now and a price rise from June, the rules on dogs, ladders and eating as you pick,
// opening hours by season and day with last entry, the tree field's hours and Christmas, the finished Pumpkin
// Festival's tickets by age and day, Christmas trees by species and height cut your own or ready cut with stands,
// netting and delivery by zone, a Santa's grotto with tickets by age and day and its sessions by date and time with
// places left or sold out, the café, school visits by key stage a pupil, children's parties, the family and team,
// FAQs and news, and an independent carpet and flooring shop with two showrooms, with carpets by range with a price a
// m² and a lead time and a price change from January, hard floors by type and range, fitting a m² by type with a
// minimum charge, stairs priced by the stair, underlay grades, door bars, taking up and taking away the old floor and
// moving furniture, free measuring visits by postcode with a charge further out and a room-size guide, samples,
// finance over 12 to 48 months, guarantees by range in a home and in a business, the two showrooms side by side with
// their hours by day and Christmas, the fitters, FAQs and news), research and navigator items written by someone who
// did not tune the engines, run once at the very end, unseen.
// The harmattan part is two more (an independent bridal shop with a step-free boutique and an alterations studio up a
// flight of stairs on different hours by day, with wedding dresses by designer made to order and as samples with
// sizes and weeks to arrive and a price rise from February, rush orders and deposits, appointments by kind with their
// length, guests and price and the rule on children, alterations by kind of dress with a rush charge and a charge for
// dresses bought elsewhere, bridesmaid dresses with a discount for five or more, suit hire with the groom free past a
// number of others, veils, a winter sample sale with its slots, the two places' hours and Christmas, the team, FAQs
// and news, and an independent pet shop with a pet store in town and an aquatic centre out of town on different hours
// by day, with tropical fish by the smallest group and a price each and for 10 or more, coldwater and pond fish by
// size sold only from April to October, the rules on new tanks and replacing fish, tank kits with and without a
// cabinet, pond pumps, delivery and setting up by zone, small animals sold in pairs or on their own with their homes
// and a pause over Christmas, dog and cat food by bag size with a price rise from January and a stamp card, bedding
// and food delivery by zone, services at home by zone, the two stores' hours and Christmas, the team, FAQs and news),
// research and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The khamsin part is two more (a paintball and laser tag company with a woodland paintball site and an indoor laser
// tag arena on different hours by day, with paintball days by package with the paintballs, games and lunch at a
// weekend and a weekday price a player and a price rise from March, extra paintballs cheaper by the box, kit,
// deposits and moving a day by notice, junior low-impact paintball, laser tag by games off-peak and at peak with money
// off for groups, birthday parties by place, ages and the smallest party, laser tag at your place with travel by
// postcode zone, the ages and rules by game, the two places' hours with the school holidays and Christmas, the
// marshals, FAQs and news, and an independent costume and fancy dress hire business with a shop and a costume store
// in two towns on different hours by day, with costume hire by range for a weekend and a week with deposits and a
// price rise from February, money off for groups of costumes, Santa suits by the weekend, week and whole of December
// with a fully booked weekend, show and school hire with delivery by postcode zone, things to buy, the rules on age,
// ID, collecting, late returns and damage, the two places' hours and Christmas, the team, FAQs and news), research
// and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The chinook part is two more (a hot tub, bouncy castle and party equipment hire firm with two depots in different
// towns on different hours by day, with hot tubs by model for a weekend, midweek and a week with a damage deposit and
// a price rise from March, what a tub needs in power, water and ground, Christmas hot tubs, inflatables by size and
// age at a Monday to Thursday and a Friday to Sunday price with weather rules, party extras, tables and chairs
// cheaper by quantity and a package, delivery by postcode zone with a charge by the mile further out for hot tubs,
// booking and damage deposits, cancelling by notice, a damage waiver with an excess, the depots' hours and Christmas,
// the crew, FAQs and news, and a coffee roastery with two cafés in two towns on different hours by day, with coffee by
// bag size and grind and a price rise from February, postage with a free threshold, subscriptions weekly,
// fortnightly and monthly with money off, wholesale by kilos a week with a machine lease, the cafés' drinks by cup
// size with milk and extra charges and food, brewing classes with an age rule and money off for groups, the cafés'
// hours and Christmas, the team, FAQs and a journal), research and navigator items written by someone who did not
// tune the engines, run once at the very end, unseen.
// The bora part is two more (a coarse fishery with three lakes and a stretch of river, a lodge by the lakes and a
// tackle shop in town on different hours by day, with day and night tickets by water and by rod and a price rise
// from March, concessions, the lakes by size, pegs and fish, season tickets paid in full or by the month, club match
// bookings and open matches, bait by the pint and the kilo, the rules on hooks, keepnets, juniors and the river's
// close season, coaching, the two places' hours and Christmas, the team, FAQs and news, and a chocolate maker with a
// workshop shop and a second shop in another town on different hours by day, with chocolates by the piece, by weight
// and in gift boxes and a price rise from February, bars, Christmas hampers and yule logs with order deadlines and
// collection days by shop, chocolate for baking by the bag, a chocolate fountain to hire with chocolate by the kilo,
// delivery by postcode area with free thresholds, workshops with an age rule and money off for groups, wedding
// favours, the shops' hours and Christmas, the team, FAQs and news), research and navigator items written by someone
// who did not tune the engines, run once at the very end, unseen.
// The meltemi part is two more (a holiday cottage letting agency with eight cottages in two villages, an office in
// town and a key office in one village on different hours by day, with the cottages by sleeps, bedrooms, dogs and
// changeover day, a week's rent by season and a price rise from April, short breaks as a share of the week, a deposit,
// the balance and cancelling by days before arrival, dogs, cots, linen and extras to order, letting a cottage with
// them, the offices' hours and Christmas, the team, FAQs and news, and an independent hearing care practice with two
// branches on different hours by day, with hearing tests free or priced by kind, hearing aids in four levels by the
// aid and the pair and a price rise from February, ear wax removal for one ear or both, aftercare plans, batteries by
// size and pack, home visits by postcode area, a tinnitus clinic, no children under 12, the branches' hours and
// Christmas, the team, FAQs and news), research and navigator items written by someone who did not tune the engines,
// run once at the very end, unseen.
// The zonda part is two more (a tailoring and alterations business with two shops on different hours by day, with
// alterations priced by garment and job, express turnaround as a flat fee or a share, a price rise from March, bespoke
// suits by cloth, two-piece and three-piece, with a deposit and fittings, wedding dresses by appointment at one shop,
// repairs, gift vouchers, the shops' hours and Christmas, the team, FAQs and news, and a translation and interpreting
// agency with two offices on different hours by day, with translation by the word by language and kind of text, a
// minimum charge, a volume discount, proofreading and turnaround surcharges, a price rise from April, certified and
// sworn translations by the document, interpreting by the hour, half day and full day face to face, by video and by
// telephone with travel by zone, languages some only interpreted, the offices' hours and Christmas, the team, FAQs and
// news), research and navigator items written by someone who did not tune the engines, run once at the very end,
// unseen.
// The pampero part is two more (an accountancy practice for sole traders and small firms with two offices on
// different hours by day and late on Wednesdays in January, with self-assessment tax returns priced by kind of client
// and complexity, a late rush surcharge and a fee rise from April, bookkeeping plans by monthly turnover billed
// monthly or yearly, payroll by the employee with a minimum, VAT returns by the quarter, a free first meeting at one
// office, no audits, the offices' hours and Christmas, the team, FAQs and news, and a pest control company with two
// depots on different hours by day, with treatments priced by pest and property with the visits included and a
// guarantee, some pests not treated at some properties, same-day, evening and weekend surcharges, a further wasp nest
// at the same visit, travel by zone, a price rise from February, business contracts by site size and visits, honey
// bees referred to beekeepers, the depots' hours and Christmas, the team, FAQs and news), research and navigator items
// written by someone who did not tune the engines, run once at the very end, unseen.
// The levanter part is two more (an electrical contractor with two bases on different hours by day and an
// out-of-hours emergency line with its own rates, with electrical inspections priced by property and bedrooms, labour
// by time of day and day of the week, EV charger packages and what each includes, sockets and small jobs with each
// further socket after the first, a one-hour minimum charge, a price rise from March, no gas work, the bases' hours and
// Christmas, the team, FAQs and news, and a children's swimming school at two pools on different days, with lessons by
// stage priced by the term by pool and lesson length, some stages not taught at one pool, a sibling discount, an
// assessment fee, a free trial at one pool, waiting lists, a pool shut for works, a price rise from the summer term,
// holiday crash courses by the 5-day course, badges and what each needs, the pools' times and Christmas, the teachers,
// FAQs and news), research and navigator items written by someone who did not tune the engines, run once at the very
// end, unseen.
// The tramontane part is two more (an upholsterer and curtain maker with a workshop and a showroom on different
// hours by day, with reupholstery priced by piece and fabric band, cushions by size and filling, curtains by the metre
// with a minimum charge, repairs, collection and delivery with its own area, days and minimum order, money off six
// dining chairs or more, a price rise from February, no leather, the two places' hours and Christmas, the team, FAQs
// and news, and a residential letting agent with two offices on different hours by day, with landlord services as a
// share of the monthly rent with VAT and a minimum fee, what each service includes, one-off fees for inventories by
// bedrooms, certificates and the tenancy, tenants' deposits and what is and is not charged, homes to let, a fee rise
// from April, no holiday lets, the offices' hours and Christmas, the team, FAQs and news), research and navigator
// items written by someone who did not tune the engines, run once at the very end, unseen.
// The williwaw part is two more (a tutoring centre with two centres on different hours by day, with lessons priced
// by the hour by stage and format, a block of ten lessons at a discount, a free assessment, money off for brothers
// and sisters, a cancellation rule, exam courses with dates, weeks and prices, term dates and half terms, a price
// rise from April, no university tutoring, the centres' hours and Christmas, the tutors, FAQs and news, and a caterer
// for weddings, parties and offices with a kitchen and a tasting room on different hours by day, with menus per head
// by tier and day and a minimum number of guests, dietary options by menu, extras, delivery by zone, a deposit and
// balance, office lunch platters with a minimum order and a cut-off, a price rise from March, no events over 250
// guests, the two places' hours and Christmas, the team, FAQs and news), research and navigator items written by
// someone who did not tune the engines, run once at the very end, unseen.
// The bise part is two more (a day spa with two spas on different hours by day, with treatments priced by kind and
// length, weekday and weekend, spa days with what they include, a members' discount, an age rule for the thermal
// suite, a cancellation rule, gift vouchers, a price rise from February, the spas' hours and Christmas, the
// therapists, FAQs and news, and a local bus company with two travel shops on different hours by day, with fares by
// zone and ticket for adults, children and concessions, off-peak day tickets, season tickets, timetables for weekdays,
// Saturdays and Sundays, routes with how often they run and whether on Sundays, a night bus, a fare change from
// January, lost property, contactless-only routes, accessible buses, the shops' hours and Christmas, FAQs and news),
// research and navigator items written by someone who did not tune the engines, run once at the very end, unseen.
// The foehn part is two more (a physiotherapy practice with two clinics on different hours by day, with appointments
// priced by kind and length, daytime and evenings and Saturdays, a concession discount, a cancellation rule, Pilates
// and rehab classes with a block-of-six price, insurers with exceptions, a price rise from March, the clinics' hours
// and Christmas, the clinicians, FAQs and news, and a home broadband provider with two shops on different hours by
// day, with plans by speed and contract length, set-up fees and the price after 24 months, add-ons, a yearly price
// rise in pence a month, a social tariff, coverage by town, engineer visit charges, a router returns rule, the support
// line's hours, the shops' hours and Christmas, FAQs and news), research and navigator items written by someone who
// did not tune the engines, run once at the very end, unseen.

export type Part =
  | "tuning"
  | "sealed"
  | "outside"
  | "fresh"
  | "holdout"
  | "final"
  | "last"
  | "blind"
  | "unseen"
  | "untried"
  | "unmet"
  | "cold"
  | "frost"
  | "gale"
  | "hail"
  | "sleet"
  | "thaw"
  | "rime"
  | "dew"
  | "mist"
  | "fog"
  | "haze"
  | "dusk"
  | "gust"
  | "squall"
  | "brume"
  | "virga"
  | "graupel"
  | "hoar"
  | "flurry"
  | "scud"
  | "murk"
  | "mizzle"
  | "smirr"
  | "haar"
  | "fret"
  | "gloam"
  | "sundog"
  | "cirrus"
  | "nimbus"
  | "stratus"
  | "cumulus"
  | "drizzle"
  | "breeze"
  | "zephyr"
  | "mistral"
  | "sirocco"
  | "harmattan"
  | "khamsin"
  | "chinook"
  | "bora"
  | "meltemi"
  | "zonda"
  | "pampero"
  | "levanter"
  | "tramontane"
  | "williwaw"
  | "bise"
  | "foehn";
export type Engine = "navigator" | "research";
export type Verdict = "right" | "not_found" | "wrong";

export interface Row {
  id: string;
  engine: Engine;
  part: Part;
  kind: string;
  verdict: Verdict;
  /** The navigator's result, or the research report's lead, cut short. */
  result: string;
  error: string;
  /** Research only: whether the whole report (not just its lead) held every expected string. */
  in_report?: boolean;
  ms: number;
}

/** Tasks are created at this instant: Thursday 26 November 2026, 10:00 UTC. */
export const TASK_TIME = Date.UTC(2026, 10, 26, 10, 0, 0);

export const CORPUS = {
  navigator: {
    tuning: NAVIGATOR_TUNING,
    sealed: NAVIGATOR_SEALED,
    outside: NAVIGATOR_OUTSIDE,
    fresh: NAVIGATOR_FRESH,
    holdout: NAVIGATOR_HOLDOUT,
    // The final part is research only.
    final: [] as NavItem[],
    last: NAVIGATOR_LAST,
    blind: NAVIGATOR_BLIND,
    unseen: NAVIGATOR_UNSEEN,
    untried: NAVIGATOR_UNTRIED,
    unmet: NAVIGATOR_UNMET,
    cold: NAVIGATOR_COLD,
    frost: NAVIGATOR_FROST,
    gale: NAVIGATOR_GALE,
    hail: NAVIGATOR_HAIL,
    sleet: NAVIGATOR_SLEET,
    thaw: NAVIGATOR_THAW,
    rime: NAVIGATOR_RIME,
    dew: NAVIGATOR_DEW,
    mist: NAVIGATOR_MIST,
    fog: NAVIGATOR_FOG,
    haze: NAVIGATOR_HAZE,
    dusk: NAVIGATOR_DUSK,
    gust: NAVIGATOR_GUST,
    squall: NAVIGATOR_SQUALL,
    brume: NAVIGATOR_BRUME,
    virga: NAVIGATOR_VIRGA,
    graupel: NAVIGATOR_GRAUPEL,
    hoar: NAVIGATOR_HOAR,
    flurry: NAVIGATOR_FLURRY,
    scud: NAVIGATOR_SCUD,
    murk: NAVIGATOR_MURK,
    mizzle: NAVIGATOR_MIZZLE,
    smirr: NAVIGATOR_SMIRR,
    haar: NAVIGATOR_HAAR,
    fret: NAVIGATOR_FRET,
    gloam: NAVIGATOR_GLOAM,
    sundog: NAVIGATOR_SUNDOG,
    cirrus: NAVIGATOR_CIRRUS,
    nimbus: NAVIGATOR_NIMBUS,
    stratus: NAVIGATOR_STRATUS,
    cumulus: NAVIGATOR_CUMULUS,
    drizzle: NAVIGATOR_DRIZZLE,
    breeze: NAVIGATOR_BREEZE,
    zephyr: NAVIGATOR_ZEPHYR,
    mistral: NAVIGATOR_MISTRAL,
    sirocco: NAVIGATOR_SIROCCO,
    harmattan: NAVIGATOR_HARMATTAN,
    khamsin: NAVIGATOR_KHAMSIN,
    chinook: NAVIGATOR_CHINOOK,
    bora: NAVIGATOR_BORA,
    meltemi: NAVIGATOR_MELTEMI,
    zonda: NAVIGATOR_ZONDA,
    pampero: NAVIGATOR_PAMPERO,
    levanter: NAVIGATOR_LEVANTER,
    tramontane: NAVIGATOR_TRAMONTANE,
    williwaw: NAVIGATOR_WILLIWAW,
    bise: NAVIGATOR_BISE,
    foehn: NAVIGATOR_FOEHN,
  },
  research: {
    tuning: RESEARCH_TUNING,
    sealed: RESEARCH_SEALED,
    outside: RESEARCH_OUTSIDE,
    fresh: RESEARCH_FRESH,
    holdout: RESEARCH_HOLDOUT,
    final: RESEARCH_FINAL,
    last: RESEARCH_LAST,
    blind: RESEARCH_BLIND,
    unseen: RESEARCH_UNSEEN,
    untried: RESEARCH_UNTRIED,
    unmet: RESEARCH_UNMET,
    cold: RESEARCH_COLD,
    frost: RESEARCH_FROST,
    gale: RESEARCH_GALE,
    hail: RESEARCH_HAIL,
    sleet: RESEARCH_SLEET,
    thaw: RESEARCH_THAW,
    rime: RESEARCH_RIME,
    dew: RESEARCH_DEW,
    mist: RESEARCH_MIST,
    fog: RESEARCH_FOG,
    haze: RESEARCH_HAZE,
    dusk: RESEARCH_DUSK,
    gust: RESEARCH_GUST,
    squall: RESEARCH_SQUALL,
    brume: RESEARCH_BRUME,
    virga: RESEARCH_VIRGA,
    graupel: RESEARCH_GRAUPEL,
    hoar: RESEARCH_HOAR,
    flurry: RESEARCH_FLURRY,
    scud: RESEARCH_SCUD,
    murk: RESEARCH_MURK,
    mizzle: RESEARCH_MIZZLE,
    smirr: RESEARCH_SMIRR,
    haar: RESEARCH_HAAR,
    fret: RESEARCH_FRET,
    gloam: RESEARCH_GLOAM,
    sundog: RESEARCH_SUNDOG,
    cirrus: RESEARCH_CIRRUS,
    nimbus: RESEARCH_NIMBUS,
    stratus: RESEARCH_STRATUS,
    cumulus: RESEARCH_CUMULUS,
    drizzle: RESEARCH_DRIZZLE,
    breeze: RESEARCH_BREEZE,
    zephyr: RESEARCH_ZEPHYR,
    mistral: RESEARCH_MISTRAL,
    sirocco: RESEARCH_SIROCCO,
    harmattan: RESEARCH_HARMATTAN,
    khamsin: RESEARCH_KHAMSIN,
    chinook: RESEARCH_CHINOOK,
    bora: RESEARCH_BORA,
    meltemi: RESEARCH_MELTEMI,
    zonda: RESEARCH_ZONDA,
    pampero: RESEARCH_PAMPERO,
    levanter: RESEARCH_LEVANTER,
    tramontane: RESEARCH_TRAMONTANE,
    williwaw: RESEARCH_WILLIWAW,
    bise: RESEARCH_BISE,
    foehn: RESEARCH_FOEHN,
  },
} as const;

/**
 * A clock that reads TASK_TIME when it is made and then moves with real time: dates in a task resolve against
 * the fixed instant, while time limits measured on the clock still run out.
 */
function clockAt(t0: number): Clock {
  const start = Date.now();
  return { now: () => t0 + (Date.now() - start) };
}

const cut = (s: string | null | undefined, n: number) => {
  const one = (s ?? "").replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n)}…` : one;
};

class TimedOut extends Error {}
async function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The one hundred and eighteen corpus sites and one shared browser. */
export async function startCorpus() {
  const served = await Promise.all(
    [
      LIBRARY,
      RESTAURANTS,
      SOFTWARE,
      CLINIC,
      LEISURE,
      COUNCIL,
      HOTEL,
      MUSEUM,
      THEATRE,
      BIKESHOP,
      VETS,
      SCHOOL,
      SALON,
      CLIMBING,
      FERRY,
      COWORK,
      GARDEN,
      DRIVING,
      BREWERY,
      CAMPSITE,
      GARAGE,
      STORAGE,
      PHARMACY,
      MARINA,
      CLEANERS,
      KENNELS,
      MUSIC,
      REMOVALS,
      LIDO,
      BOOKSHOP,
      DENTAL,
      FARM,
      OPTICIANS,
      HALL,
      BAKERY,
      TENNIS,
      CINEMA,
      STABLES,
      HAIRDRESSER,
      CLIMBWALL,
      BOWLING,
      VANHIRE,
      PLUMBER,
      CARWASH,
      GOLFCLUB,
      LANGSCHOOL,
      PADDLE,
      FRAMING,
      REPAIRS,
      TRAMPOLINE,
      GROOMER,
      COACHES,
      POTTERY,
      ESCAPE,
      SKIHIRE,
      YARNSHOP,
      GYM,
      LOCKSMITH,
      PRINTSHOP,
      DANCESCHOOL,
      FLORIST,
      NURSERY,
      COOKERY,
      TOOLHIRE,
      SOFTPLAY,
      WINDOWS,
      PHOTO,
      SWEEP,
      RINK,
      PIANO,
      TATTOO,
      OBSERVATORY,
      RAILWAY,
      ARCHERY,
      ZOO,
      NARROWBOAT,
      FESTIVAL,
      SKIPHIRE,
      DIVECENTRE,
      AIRPARKING,
      REHEARSAL,
      KARTING,
      VINEYARD,
      AUCTION,
      BALLOON,
      DOJO,
      FARMSHOP,
      TAXIS,
      CIRCUS,
      SOLICITORS,
      FUNERAL,
      VENUE,
      FRUITFARM,
      FLOORING,
      BRIDAL,
      PETSHOP,
      PAINTBALL,
      COSTUMES,
      PARTYHIRE,
      ROASTERY,
      FISHERY,
      CHOCOLATIER,
      COTTAGES,
      HEARING,
      TAILORS,
      TRANSLATORS,
      ACCOUNTANTS,
      PESTCONTROL,
      ELECTRICIANS,
      SWIMSCHOOL,
      UPHOLSTERY,
      LETTINGS,
      TUTORING,
      CATERERS,
      DAYSPA,
      BUSES,
      PHYSIO,
      BROADBAND,
    ].map(serveSite),
  );
  const sites = Object.fromEntries(served.map((s) => [s.name, s])) as Record<SiteName, ServedSite>;
  const pool = new BrowserPool({ logger: silentLogger });
  return {
    sites,
    pool,
    close: async () => {
      await pool.close();
      await Promise.all(served.map((s) => s.close()));
    },
  };
}
type Corpus = Awaited<ReturnType<typeof startCorpus>>;

/** Engine limits a little under the harness's own, so an engine that runs long ends itself first. */
const engineEnv = (timeoutMs: number) => ({
  BROWSER_TASK_TIMEOUT_MS: String(timeoutMs),
  RESEARCH_TIMEOUT_MS: String(timeoutMs),
});

/**
 * One navigator task through the real API. Succeeded with the expected answer (or the expected form sent) is
 * `right`; failed is `not_found`, which is `right` for an item whose answer is not on the site; anything else is
 * `wrong`. A task that runs past the limit counts as failed, except that it cannot be right for a not_found item.
 */
export async function scoreNavigator(c: Corpus, item: NavItem, part: Part, timeoutMs: number): Promise<Row> {
  const site = c.sites[item.site];
  const seen = site.submissions.length;
  const t = browsingApp(c.pool, engineEnv(timeoutMs), clockAt(TASK_TIME));
  const started = Date.now();
  const row = (verdict: Verdict, result: string, error: string): Row => ({
    id: item.id,
    engine: "navigator",
    part,
    kind: item.kind,
    verdict,
    result: cut(result, 400),
    error: cut(error, 240),
    ms: Date.now() - started,
  });
  try {
    const id = await t.create({
      task: item.task,
      start_url: `${site.url}${item.start}`,
      ...(item.max_steps ? { max_steps: item.max_steps } : {}),
    });
    await within(t.deps.jobs.runUntilEmpty(), timeoutMs + 10_000);
    const done = await t.task(id);
    // ANSWERS_TRACE=1: each step the navigator took, on stderr, for reading a tuning item's path.
    if (process.env.ANSWERS_TRACE)
      for (const s of done.steps ?? [])
        process.stderr.write(`  ${item.id} ${JSON.stringify(s.action)} ${s.url}\n`);
    if (process.env.ANSWERS_TRACE && done.error) process.stderr.write(`  ${item.id} error: ${done.error}\n`);
    const result = done.result ?? "";
    const error = done.error ?? "";
    if (done.status !== "succeeded")
      return row("not_found" in item.expect ? "right" : "not_found", result, error || done.status);
    if ("not_found" in item.expect) return row("wrong", result, error);
    if ("submitted" in item.expect) {
      const sent = matchingSubmission(site.submissions.slice(seen), item.expect.submitted);
      const others = site.submissions
        .slice(seen)
        .map((s) => `${s.path} ${JSON.stringify(s.fields)}`)
        .join("; ");
      return row(
        sent && answerMatches(result, item.expect) ? "right" : "wrong",
        result,
        sent ? error : `sent: ${others || "nothing"}`,
      );
    }
    return row(answerMatches(result, item.expect) ? "right" : "wrong", result, error);
  } catch (e) {
    const timedOut = e instanceof TimedOut;
    if (timedOut) await within(t.deps.jobs.stop(0), 15_000).catch(() => {});
    const verdict = timedOut && !("not_found" in item.expect) ? "not_found" : "wrong";
    return row(verdict, "", (e as Error).message);
  } finally {
    await t.deps.http.close().catch(() => {});
    t.deps.db.$client.close();
  }
}

/** A research item's query with its page's path on the served site ("… /tickets" → "… http://127.0.0.1:…/tickets"). */
const researchQuery = (c: Corpus, item: ResearchItem) =>
  item.query.replace(
    /(\s)(\/\S*)$/,
    (_, space: string, path: string) => `${space}${c.sites[item.site].url}${path}`,
  );

/** The row of a research item, timed from `started`. */
const researchRow =
  (item: ResearchItem, part: Part, started: number) =>
  (verdict: Verdict, result: string, error: string, inReport?: boolean): Row => ({
    id: item.id,
    engine: "research",
    part,
    kind: item.answer_type,
    verdict,
    result: cut(result, 400),
    error: cut(error, 240),
    in_report: inReport,
    ms: Date.now() - started,
  });

/** One research item answered in this process (research-in-process.ts), its verdict read as a task's. */
async function scoreResearchInProcess(
  c: Corpus,
  item: ResearchItem,
  part: Part,
  direct: ReturnType<typeof researchInProcess>,
): Promise<Row> {
  const row = researchRow(item, part, Date.now());
  const { report, error } = await direct.report(researchQuery(c, item));
  const { verdict, lead, inReport } = researchVerdict(report, error !== undefined, item.expect);
  return row(verdict, lead, error ?? "", inReport);
}

/**
 * One research task (fast mode, no model) through the real API, about the page its query names. The lead (the
 * report's first paragraph) must hold the answer; a failed task or a lead saying the pages do not say it is
 * `not_found`, which is `right` for an item whose answer is not on the page.
 */
export async function scoreResearch(
  c: Corpus,
  item: ResearchItem,
  part: Part,
  timeoutMs: number,
): Promise<Row> {
  const query = researchQuery(c, item);
  const r = researchApp({ env: engineEnv(timeoutMs), clock: clockAt(TASK_TIME) });
  const row = researchRow(item, part, Date.now());
  const expectsNothing = "not_found" in item.expect;
  try {
    const created = await r.api.create({ query, mode: "fast" });
    if (created.status !== 200)
      return row(expectsNothing ? "right" : "not_found", "", `create answered ${created.status}`);
    await within(r.deps.jobs.runUntilEmpty(), timeoutMs + 10_000);
    const done = (await r.api.get(created.body.task_id)).body as {
      status: string;
      result?: string | null;
      error?: string | null;
    };
    const failed = done.status !== "succeeded";
    const { verdict, lead, inReport } = researchVerdict(done.result ?? "", failed, item.expect);
    return row(verdict, lead, failed || verdict === "not_found" ? (done.error ?? "") : "", inReport);
  } catch (e) {
    const timedOut = e instanceof TimedOut;
    if (timedOut) await within(r.deps.jobs.stop(0), 15_000).catch(() => {});
    return row(timedOut && !expectsNothing ? "not_found" : "wrong", "", (e as Error).message);
  } finally {
    await r.deps.http.close().catch(() => {});
    r.deps.db.$client.close();
  }
}

export interface ScoreOptions {
  parts: Part[];
  engines: Engine[];
  /** Only these item ids (all when empty). */
  only?: string[];
  /** Per item; the harness waits 10 s longer before giving up on a task. */
  timeoutMs?: number;
  /** Research items run in this process on one app (research-in-process.ts), not as tasks through the API. */
  inProcess?: boolean;
  onRow?: (row: Row, index: number, total: number) => void;
}

/** Start the sites and a browser, run every chosen item one after another, and return a row per item. */
export async function scoreAnswers(opts: ScoreOptions): Promise<Row[]> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const only = new Set(opts.only ?? []);
  const pick = <T extends { id: string }>(items: readonly T[]) =>
    items.filter((i) => only.size === 0 || only.has(i.id));
  const jobs: (() => Promise<Row>)[] = [];
  const corpus = await startCorpus();
  const direct = opts.inProcess ? researchInProcess(TASK_TIME, timeoutMs) : undefined;
  for (const part of opts.parts) {
    if (opts.engines.includes("navigator"))
      for (const item of pick(CORPUS.navigator[part]))
        jobs.push(() => scoreNavigator(corpus, item, part, timeoutMs));
    if (opts.engines.includes("research"))
      for (const item of pick(CORPUS.research[part]))
        jobs.push(() =>
          direct
            ? scoreResearchInProcess(corpus, item, part, direct)
            : scoreResearch(corpus, item, part, timeoutMs),
        );
  }
  const rows: Row[] = [];
  try {
    for (const job of jobs) {
      const row = await job();
      rows.push(row);
      opts.onRow?.(row, rows.length, jobs.length);
    }
  } finally {
    direct?.close();
    await corpus.close();
  }
  return rows;
}
