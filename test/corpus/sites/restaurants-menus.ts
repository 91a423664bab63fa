import type { FixturePage } from "../../helpers/fixture-site";
import { dl, table } from "./kit";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hours = (lunch: string[], dinner: string[]) =>
  table(
    "Opening hours",
    ["Day", "Lunch", "Dinner"],
    DAYS.map((d, i) => [d, lunch[i]!, dinner[i]!]),
  );

/** The two restaurants' pages (details, hours, menu with allergens) and the bakery counter. */
export function restaurantMenuPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/restaurants/pellin-room": page(
      "The Pellin Room",
      `<p>Seafood from the Carrowby boats, cooked over charcoal, on the first floor above the harbour.</p>` +
        dl([
          ["Address", "8 Harbour Steps, Carrowby CW2 7HS"],
          ["Phone", "01632 961 208"],
          ["Head chef", "Saoirse Menhenick"],
          ["Corkage", "£15 per bottle"],
        ]) +
        hours(
          ["Closed", "—", "—", "—", "12:00–14:30", "12:00–14:30", "12:00–16:00"],
          ["Closed", "17:30–22:00", "17:30–22:00", "17:30–22:00", "17:30–23:00", "17:30–23:00", "—"],
        ) +
        `<h2>Winter menu</h2>` +
        table(
          "Menu",
          ["Dish", "Price", "Allergens"],
          [
            ["Cured hake, blood orange, fennel", "£11.50", "fish"],
            ["Crab crumpet, brown butter", "£13", "crustaceans, gluten, milk, egg"],
            ["Mussels in cider with sourdough", "£16.50", "molluscs, gluten, sulphites, milk"],
            ["Whole grilled lemon sole", "£29", "fish, milk"],
            ["Celeriac steak, hazelnut dukkah", "£18", "nuts (hazelnut), sesame"],
            ["Treacle tart, clotted cream", "£8.50", "gluten, milk, egg"],
          ],
        ) +
        `<p>Delivery: £3.95 per order, Thursday to Saturday evenings. A discretionary service charge of 12.5% is added to tables of six or more.</p>`,
    ),
    "/restaurants/caspian-yard": page(
      "Caspian Yard",
      `<p>A grill in an old rope works: flatbreads from the clay oven, meat and vegetables over embers.</p>` +
        dl([
          ["Address", "Unit 4, Ropewalk Yard, Carrowby CW1 3RY"],
          ["Phone", "01632 961 771"],
          ["Head chef", "Kasimir Oduya"],
          ["Private hire", "The whole yard, up to 90 guests"],
        ]) +
        hours(
          [
            "—",
            "12:00–15:00",
            "12:00–15:00",
            "12:00–15:00",
            "12:00–15:00",
            "12:00–15:00",
            "12:00–21:00 (all day)",
          ],
          [
            "17:00–22:00",
            "17:00–22:30",
            "17:00–22:30",
            "17:00–22:30",
            "17:00–22:30",
            "17:00–22:30",
            "12:00–21:00 (all day)",
          ],
        ) +
        `<h2>Menu</h2>` +
        table(
          "Menu",
          ["Dish", "Price", "Allergens"],
          [
            ["Lamb adana, sumac onions", "£17", "gluten (flatbread), milk"],
            ["Charred hispi cabbage, tahini", "£12", "sesame"],
            ["Chicken shish, garlic toum", "£16", "egg"],
            ["Halloumi, pomegranate, walnuts", "£11", "milk, nuts (walnut)"],
            ["Ember-roast aubergine", "£13.50", "none"],
            ["Pistachio baklava", "£7", "nuts (pistachio), gluten, milk"],
          ],
        ) +
        `<p>Delivery fee: £2.50, free on orders over £35.</p>`,
    ),
    "/bakery": page(
      "Loaf &amp; Lantern bakery counter",
      `<p>Our bakery counter at the front of Caspian Yard.</p><p>Hours: Tuesday to Sunday, 7:30–15:00</p>
      <p>Everything is baked in a kitchen that handles nuts and sesame.</p>` +
        table(
          "Today's counter",
          ["Item", "Price", "Gluten", "Milk", "Egg", "Nuts", "Sesame"],
          [
            ["Sourdough loaf", "£4.80", "✓", "—", "—", "—", "—"],
            ["Seeded rye", "£5.20", "✓", "—", "—", "—", "✓"],
            ["Cardamom bun", "£3.40", "✓", "✓", "✓", "—", "—"],
            ["Almond croissant", "£3.90", "✓", "✓", "✓", "✓", "—"],
            ["Hazelnut financier", "£2.90", "✓", "✓", "✓", "✓", "—"],
            ["Olive oil cake (gluten free)", "£3.60", "—", "—", "✓", "—", "—"],
            ["Vegan brownie", "£3.20", "✓", "—", "—", "—", "—"],
          ],
        ) +
        `<h2>Whole cakes to order</h2><p>We need 48 hours' notice.</p>` +
        dl([
          ["Almond cake", "£26"],
          ["Olive oil cake", "£24"],
          ["Chocolate rye cake", "£28"],
        ]) +
        `<form method="post" action="/bakery/order">
        <p><label>Cake <select name="cake"><option value="almond">Almond cake</option><option value="olive-oil">Olive oil cake</option>
        <option value="chocolate-rye">Chocolate rye cake</option></select></label></p>
        <p><label>Collection date <input type="date" name="collection_date" required></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Place order</button></form>`,
    ),
  };
}
