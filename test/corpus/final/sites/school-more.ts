import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// FINAL: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this
// file.

/** Uniform, meals, wraparound care and clubs, admissions and the questions parents ask. */
export function schoolMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/uniform": page(
      "Uniform",
      `<p>Grey trousers, shorts, skirt or pinafore; a white polo shirt; black shoes. In summer, a blue and white
      checked dress. These can come from any shop. Items with the school logo come from Wexcombe Schoolwear,
      14 Bridge Street, Wexcombe, or from their website.</p>` +
        table(
          "Logo items, by size",
          ["Item", "Ages 3 to 6", "Ages 7 to 10", "Ages 11 to 13"],
          [
            ["Sweatshirt (royal blue)", "£11.50", "£12.50", "£14.00"],
            ["Cardigan (royal blue)", "£13.00", "£14.50", "£15.50"],
            ["PE T-shirt (white)", "£6.00", "£6.50", "£7.00"],
            ["Book bag", "£7.50", "£7.50", "£7.50"],
          ],
        ) +
        `<p>PE kit: the logo T-shirt, navy shorts and trainers; plain navy jogging bottoms in winter. Children
      come to school in their PE kit on their PE day.</p>
      <p>The PTA's pre-loved uniform rail is open every Friday after school, 15:20 to 15:45, and everything on it
      costs £1.</p>`,
    ),
    "/meals": page(
      "School meals",
      `<p>Our meals are cooked on site by Wexcombe Catering. Children in Reception, Year 1 and Year 2 get a free
      school lunch every day under the government's Universal Infant Free School Meals scheme. Children in Years 3
      to 6 pay £2.65 a day, or £13.25 a week, booked and paid in advance on ParentPay. If you receive certain
      benefits your child may get free meals in every year: ask the office for a form.</p>
      <p>Packed lunches are welcome, but please no nuts, fizzy drinks or sweets. Milk is free for children under 5;
      older children can have it for £0.30 a day.</p>` +
        table(
          "Menu, week 1 (weeks beginning 2 November, 16 November, 30 November and 14 December)",
          ["Day", "Main", "Vegetarian", "Pudding"],
          [
            ["Monday", "Pasta bolognese", "Cheese and tomato pasta", "Fruit jelly"],
            ["Tuesday", "Chicken curry and rice", "Chickpea curry and rice", "Flapjack"],
            ["Wednesday", "Roast turkey dinner", "Quorn roast dinner", "Apple crumble and custard"],
            ["Thursday", "Beef burger in a bun", "Bean burger in a bun", "Yoghurt"],
            ["Friday", "Fish fingers and chips", "Veggie fingers and chips", "Chocolate sponge"],
          ],
        ),
    ),
    "/clubs": page(
      "Wraparound care and clubs",
      `<h2>Breakfast and after-school club</h2>
      <p>Run by our own staff in the school hall for children in Reception to Year 6. Book on ParentPay by 18:00 on
      the Thursday before; late collection after 18:00 is charged £10 for each 15 minutes.</p>` +
        table(
          "Wraparound care prices",
          ["Session", "Times", "Price", "Each brother or sister"],
          [
            ["Breakfast club (breakfast included)", "7:45–8:40", "£4.50", "£3.50"],
            ["After-school club, short session", "15:15–16:30", "£7", "£6"],
            ["After-school club, long session (tea included)", "15:15–18:00", "£12.50", "£11"],
          ],
        ) +
        `<p>Tax-Free Childcare and childcare vouchers are accepted.</p>` +
        table(
          "Clubs this term",
          ["Club", "When", "For", "Cost for the term"],
          [
            ["Football", "Monday 15:20–16:20", "Years 3 to 6", "£30"],
            ["Choir", "Tuesday lunchtime, 12:30–13:00", "Years 2 to 6", "Free"],
            ["Coding", "Wednesday 15:20–16:20", "Years 4 to 6", "£36"],
            ["Art", "Thursday 15:20–16:20", "Years 1 to 3", "£30"],
            ["Netball", "Friday 15:20–16:20", "Years 5 and 6", "Free"],
          ],
        ) +
        `<p>Sign up for clubs on ParentPay; places go to the first to book.</p>`,
    ),
    "/admissions": page(
      "Joining us",
      `<h2>Reception, September 2027</h2>
      <p>We admit 60 children into Reception each September, in two classes of 30. Apply to Wexcombe Council, not
      to the school: applications for September 2027 must reach the council by 15 January 2027. Offers are
      made on 16 April 2027. Children who live closest to the school, after looked-after children and siblings,
      are offered places first.</p>
      <h2>Tours</h2>
      <p>Come and see us: tours for families are on Tuesday 1 December 2026 at 9:30 and Thursday 14 January 2027 at
      14:00, and last about an hour.</p>
      <form method="post" action="/admissions/tour"><p><label>Your name <input name="name" required></label></p>
      <p><label>Tour <select name="date"><option value="2026-12-01">Tuesday 1 December 2026, 9:30</option>
      <option value="2027-01-14">Thursday 14 January 2027, 14:00</option></select></label></p>
      <button type="submit">Book a tour</button></form>
      <h2>Nursery</h2>
      <p>Our nursery takes children from the term after their third birthday, in morning sessions. Every
      child gets 15 hours a week free; working families may be eligible for 30 hours. Extra hours cost £6.20 an
      hour. Apply directly to the school office on our nursery form.</p>
      <h2>Moving schools during the year</h2>
      <p>Ask the office whether we have a place in your child's year group; we will tell you within 10 school
      days.</p>`,
    ),
    "/parents": page(
      "Parents' corner",
      `<h2>My child is ill. What do I do?</h2>
      <p>Ring the absence line, 01632 960 781 option 1, before 9:15 on every day your child is off. After sickness
      or diarrhoea, please keep them at home until 48 hours after the last episode.</p>
      <h2>Can we take a holiday in term time?</h2>
      <p>Only in exceptional circumstances, and the headteacher decides. Ask at least 4 weeks ahead on the form from
      the office. The council may fine each parent £80 for an unauthorised absence of 5 days or more.</p>
      <h2>Can my child bring a mobile phone?</h2>
      <p>Only children in Years 5 and 6 who walk home alone may bring a phone. It is handed in at the office when
      they arrive and collected at home time.</p>
      <h2>Can staff give my child medicine?</h2>
      <p>We give only medicines prescribed by a doctor, with a form signed by a parent. Inhalers stay in the
      classroom in a labelled bag.</p>
      <h2>Where can I park?</h2>
      <p>Please do not park on Vicarage Lane. The church car park on Fernhill Road is free for parents from 8:30 to
      9:00 and 15:00 to 15:30.</p>` +
        dl([
          ["Payments", "ParentPay (meals, clubs, trips)"],
          ["Messages", "The Fernhill app; paper letters on request"],
          ["PTA", "Friends of Fernhill, meets the first Monday of the month at 19:00"],
        ]),
    ),
  };
}
