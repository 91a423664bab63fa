import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// A letting agent's and a workshop's pages as customers ask of them: a charge each way under a "free over" clause the
// order does not reach, a total asked with ", total with vat?", a yes or no after the service it is of, homes named
// with their town counted, and what a tenant can be charged for beside what they never are.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const COLLECTION = recordsPage(
  "https://joinery.example/collection",
  "Collection | Oakline Joinery",
  `<h1>Collection and delivery</h1><dl><dt>Where we collect</dt><dd>Within 10 miles of the workshop</dd>
  <dt>What it costs</dt><dd>£25 each way, free both ways on orders over £300</dd></dl>`,
);

const FEES = recordsPage(
  "https://lets.example/fees",
  "Fees | Harbour Lets",
  `<h1>One-off fees</h1><table><tr><th>Fee</th><th>Without VAT</th><th>With VAT</th></tr>
  <tr><th>Inventory, 3 bedrooms</th><td>£140</td><td>£168</td></tr>
  <tr><th>Electrical safety report</th><td>£125</td><td>£150</td></tr></table>
  <h2>What each service includes</h2><table><tr><th>Included</th><th>Let only</th><th>Rent collection</th>
  <th>Full management</th></tr><tr><th>Arranging repairs</th><td>—</td><td>—</td><td>✓</td></tr>
  <tr><th>Collecting the rent</th><td>—</td><td>✓</td><td>✓</td></tr></table>`,
);

const HOMES = recordsPage(
  "https://lets.example/homes",
  "Homes to let | Harbour Lets",
  `<h1>Homes to let</h1><div class="card"><h3>Flat on Mill Street, Ashby</h3><p>£750 a month</p></div>
  <div class="card"><h3>House on Park Road, Ashby</h3><p>£1,100 a month</p></div>
  <div class="card"><h3>Studio on Dock Lane, Kirkby</h3><p>£520 a month</p></div>`,
);

const TENANTS = recordsPage(
  "https://lets.example/tenants",
  "For tenants | Harbour Lets",
  `<h1>For tenants</h1><h2>What we charge tenants</h2><ul><li>Replacing lost keys: the cost of new ones</li>
  <li>Rent more than 14 days late: interest at 3% over base rate</li></ul><h2>What we never charge tenants</h2>
  <ul><li>Viewings</li><li>Credit checks</li></ul>`,
);

describe("a charge under a 'free over' clause", () => {
  it("gives the charge both ways for an order under the sum, and free for one over it", () => {
    expect(
      answerText([COLLECTION], "what do you charge to collect and bring back an order of about £200", NOW),
    ).toMatch(/^£25 each way — £50 both ways \(an order of £200; free both ways on orders over £300\)/);
    expect(answerText([COLLECTION], "what does collection cost for an order of £450", NOW)).toMatch(
      /^Free — /,
    );
  });
});

describe("how the question is read", () => {
  it("asks a price with ', total with vat?' at its end", () => {
    expect(
      parseQuestion("inventory for 3 bedrooms and an electrical safety report, total with vat?", NOW).type,
    ).toBe("price");
    expect(
      answerText(
        [FEES],
        "i need an inventory for 3 bedrooms and an electrical safety report, total with vat?",
        NOW,
      ),
    ).toMatch(/^£318 altogether/);
  });

  it("asks yes or no after the service it is of, and 'the rent collection service' asks no price", () => {
    const q = parseQuestion("on the rent collection service do you arrange repairs", NOW);
    expect(q.asked).toBe("do you arrange repairs on the rent collection service");
    expect(q.type).toBe("yesno");
    expect(answerText([FEES], "on the rent collection service do you arrange repairs", NOW)).toMatch(
      /^No — /,
    );
  });

  it("asks for a list with 'what can you charge me for', a price with 'what do you charge for a …'", () => {
    expect(parseQuestion("what things can you charge me for as a tenant", NOW).type).toBe("list");
    expect(parseQuestion("what do you charge for an inventory", NOW).type).toBe("price");
  });
});

describe("lists and counts", () => {
  it("counts homes named with their town as one each", () => {
    expect(answerText([HOMES], "how many homes have you got to let", NOW)).toMatch(
      /^3 \(Flat on Mill Street, Ashby; House on Park Road, Ashby; Studio on Dock Lane, Kirkby\)/,
    );
  });

  it("lists what a tenant is charged for, not what they never are", () => {
    const said = answerText([TENANTS], "what can you charge me for as a tenant", NOW);
    expect(said).toMatch(/^Replacing lost keys: the cost of new ones, Rent more than 14 days late/);
    expect(said).not.toMatch(/Viewings|Credit checks/);
  });

  it("lists what a tenant is never charged for, asked of the firm by name", () => {
    const q = parseQuestion("what do harbour lets never charge tenants for", NOW);
    expect([q.type, q.target]).toEqual(["list", undefined]);
    const said = answerText([TENANTS], "what do harbour lets never charge tenants for", NOW);
    expect(said).toMatch(/^Viewings, Credit checks/);
    expect(said).not.toMatch(/lost keys/);
  });
});

const ONE_OFF = recordsPage(
  "https://lets.example/one-off",
  "One-off fees | Harbour Lets",
  `<h1>One-off fees</h1><table><tr><th>Fee</th><th>Without VAT</th><th>With VAT</th></tr>
  <tr><th>Inventory, 2 bedrooms</th><td>£120</td><td>£144</td></tr></table>
  <dl><dt>Repairs line, out of hours</dt><dd>01632 960 555</dd><dt>Office</dt><dd>01632 960 500</dd>
  <dt>Pets</dt><dd>We let to pet owners only with a pet deposit</dd></dl>`,
);

describe("what a tenant or a landlord asks of the fees", () => {
  it("reads 'before vat' as the Without VAT column, 'with vat' as the With VAT one", () => {
    expect(answerText([ONE_OFF], "what's an inventory for 2 bedrooms before vat", NOW)).toMatch(/£120/);
    expect(answerText([ONE_OFF], "what's an inventory for 2 bedrooms with vat", NOW)).toMatch(/£144/);
  });

  it("asks a phone number with 'the out of hours repairs number'", () => {
    expect(parseQuestion("harbour lets' out of hours repairs number", NOW).type).toBe("phone");
    expect(answerText([ONE_OFF], "harbour lets' out of hours repairs number", NOW)).toMatch(/01632 960 555/);
  });

  it("asks yes or no with 'whether …', and reads 'only with' as a yes on a condition", () => {
    expect(parseQuestion("whether harbour lets let to pet owners", NOW).type).toBe("yesno");
    expect(answerText([ONE_OFF], "whether harbour lets let to pet owners", NOW)).toMatch(
      /^Yes — .*only with/,
    );
  });
});

const DEPOSITS = recordsPage(
  "https://lets.example/tenants",
  "Tenants | Harbour Lets",
  `<h1>Tenants</h1><dl><dt>Holding deposit</dt><dd>One week's rent, to reserve a home</dd>
  <dt>Security deposit</dt><dd>Five weeks' rent</dd></dl><h2>What we never charge tenants</h2>
  <ul><li>Viewings</li><li>Credit checks</li></ul><h2>Repairs</h2><dl><dt>Gas appliances</dt><dd>We don't touch
  gas. We send you to Mercer Heating on Dock Street, on 01632 960 777</dd></dl>`,
);

describe("deposits, what is never charged, and who else to go to", () => {
  it("reads a rent's weeks as the price asked", () => {
    expect(answerText([DEPOSITS], "how much is the holding deposit", NOW)).toMatch(/One week's rent/);
  });

  it("says no to paying for a thing listed under 'What we never charge tenants'", () => {
    expect(answerText([DEPOSITS], "will i have to pay for credit checks as a tenant", NOW)).toMatch(
      /^No — .*never charge tenants: Credit checks/,
    );
  });

  it("names the firm a page sends its customers to for what it does not do", () => {
    expect(answerText([DEPOSITS], "who should i take my gas cooker to then", NOW)).toMatch(
      /^Mercer Heating — /,
    );
  });
});

const PIECES = recordsPage(
  "https://joinery.example/prices",
  "Prices | Oakline Joinery",
  `<h1>Prices</h1><table><tr><th>Piece</th><th>Labour only</th><th>Oak</th><th>Walnut</th></tr>
  <tr><th>Stool</th><td>£40</td><td>£90</td><td>£120</td></tr>
  <tr><th>Bench</th><td>£110</td><td>£260</td><td>£340</td></tr>
  <tr><th>Dresser</th><td>from £300</td><td>—</td><td>—</td></tr></table>`,
);

describe("the dearest of a price list with a row left unpriced", () => {
  it("compares every column most rows price, not only the one the unpriced row fills", () => {
    expect(answerText([PIECES], "what's the most expensive piece on oakline's price list", NOW)).toMatch(
      /^Bench — Walnut: £340/,
    );
  });
});

const SERVICES = recordsPage(
  "https://lets.example/landlords",
  "Landlords | Harbour Lets",
  `<h1>Landlord fees</h1><table><tr><th rowspan="2">Service</th><th colspan="2">Fee</th><th colspan="2">Minimum fee</th>
  </tr><tr><th>Without VAT</th><th>With VAT</th><th>Without VAT</th><th>With VAT</th></tr>
  <tr><th>Full management</th><td>10% of the monthly rent</td><td>12% of the monthly rent</td><td>£80 a month</td>
  <td>£96 a month</td></tr></table>`,
);

const CUSHIONS = recordsPage(
  "https://sew.example/cushions",
  "Cushions | Stitch & Co",
  `<h1>Cushions</h1><table><tr><th>Cushion</th><th>Feather, cover and pad</th><th>Feather, pad only</th></tr>
  <tr><th>Scatter cushion, 45 cm square</th><td>£30</td><td>£12</td></tr>
  <tr><th>Scatter cushion, 60 cm square</th><td>£44</td><td>£20</td></tr></table>`,
);

describe("sums the question gives", () => {
  it("reads '£1,200 a month' whole, and the rent a fee is a share of", () => {
    expect(parseQuestion("a house renting at £1,200 a month, what's the fee", NOW).amounts).toEqual([
      { n: 1200, unit: "money" },
    ]);
    expect(
      answerText(
        [SERVICES],
        "full management on a flat renting at £900 a month, whats your fee each month inc vat",
        NOW,
      ),
    ).toMatch(/^Full management: 12% of £900 is £108: £108 with VAT/);
    expect(
      answerText(
        [SERVICES],
        "full management on a flat renting at £700 a month, your fee each month before vat",
        NOW,
      ),
    ).toMatch(/^Full management: 10% of £700 is £70, under the least we charge, £80: £80\b/);
  });

  it("counts 'two 60cm feather cushions' as two cushions", () => {
    expect(
      answerText([CUSHIONS], "two 60cm feather cushions with covers please, whats the total", NOW),
    ).toMatch(/— £88 for 2$/);
  });
});

describe("a list asked of what is never done", () => {
  it("is nothing on a page where no item or heading says never", () => {
    const charged = recordsPage(
      "https://lets.example/charges",
      "Charges | Harbour Lets",
      `<h1>What we charge tenants</h1><ul><li>Replacing lost keys</li><li>Changing the tenancy</li></ul>`,
    );
    expect(answerText([charged], "what do harbour lets never charge tenants for", NOW)).toBe("not found");
  });
});
