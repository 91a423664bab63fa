import { formItem } from "../items";
import type { NavItem } from "../types";

// VIRGA: the twenty-fourth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November (2026-11-28), "tuesday 1st december" is 2026-12-01, "sunday 6th december" is 2026-12-06, "saturday 12th
// december" is 2026-12-12 and "thursday 14th january" is 2027-01-14. The pottery's Tuesday Beginners' Wheel course
// starts on 12 January 2027 (2027-01-12), and the Saturday afternoon Wheel Taster is at 13:30.
const form = formItem("vi-");

export const NAVIGATOR_VIRGA_FORMS: NavItem[] = [
  form(
    "taster",
    "pottery",
    "book me onto the wheel taster at kilnhouse this saturday afternoon for me and my partner, name Priya Shah priya.shah@example.com 07700 900410",
    "/wheel/book/send",
    {
      course: "taster",
      date: "2026-11-28",
      time: "13:30",
      people: "2",
      name: "Priya Shah",
      email: "priya.shah@example.com",
    },
  ),
  form(
    "beginners-course",
    "pottery",
    "sign me up for kilnhouse's tuesday evening beginners wheel course that starts in january. Mark Ellison mark.ellison@example.com",
    "/wheel/book/send",
    {
      course: "beginners-wheel-tue",
      date: "2027-01-12",
      people: "1",
      name: "Mark Ellison",
      email: "mark.ellison@example.com",
    },
  ),
  form(
    "paint-party",
    "pottery",
    "want to book a paint party at kilnhouse for my son alfie's 8th birthday, saturday 12th december at 1pm, around 10 kids and we'd like the party food too. Lucy Barnes lucy.barnes@example.com 07700 900412",
    "/parties/book/send",
    {
      package: "paint-party",
      date: "2026-12-12",
      time: "13:00",
      children: "10",
      child: "Alfie",
      age: "8",
      food: "yes",
      name: "Lucy Barnes",
      email: "lucy.barnes@example.com",
    },
  ),
  form(
    "raku",
    "pottery",
    "enquire about raku firing at kilnhouse for about 20 pieces, mostly medium sized, made in raku clay. Gareth Lyle gareth.lyle@example.com",
    "/kiln/enquire/send",
    {
      firing: "raku",
      load: "pieces",
      quantity: "20",
      name: "Gareth Lyle",
      email: "gareth.lyle@example.com",
    },
  ),
  form(
    "bisque",
    "pottery",
    "ask kilnhouse's kiln yard if they can bisque fire 2 full shelves of my stoneware mugs, i can drop them off on tuesday 1st december. Hannah Oduya hannah.oduya@example.com 07700 900414",
    "/kiln/enquire/send",
    {
      firing: "bisque",
      load: "full-shelf",
      quantity: "2",
      dropoff: "2026-12-01",
      name: "Hannah Oduya",
      email: "hannah.oduya@example.com",
    },
  ),
  form(
    "join",
    "pottery",
    "id like to join kilnhouse as an off peak member from january - i did their beginners wheel course this autumn. Nadia Khoury nadia.khoury@example.com 07700 900415",
    "/members/join/send",
    {
      plan: "off-peak",
      start: "2027-01",
      experience: "kilnhouse",
      name: "Nadia Khoury",
      email: "nadia.khoury@example.com",
    },
  ),
  form(
    "vault",
    "escape",
    "book the vault at cluebox for this saturday at 7pm, 4 of us. Tom Reilly tom.reilly@example.com 07700 900720",
    "/book/send",
    {
      room: "vault",
      date: "2026-11-28",
      time: "19:00",
      players: "4",
      name: "Tom Reilly",
      email: "tom.reilly@example.com",
    },
  ),
  form(
    "tomb-birthday",
    "escape",
    "book pharaoh's tomb at cluebox for my daughter's birthday on sunday 6th december at half 2 - 4 kids and 2 adults. Jo Hughes jo.hughes@example.com 07700 900721",
    "/book/send",
    {
      room: "pharaohs-tomb",
      date: "2026-12-06",
      time: "14:30",
      players: "6",
      under16: "4",
      occasion: "birthday",
      name: "Jo Hughes",
      email: "jo.hughes@example.com",
    },
  ),
  form(
    "work-outing",
    "escape",
    "enquire about cluebox's breakout and debrief for a team day, around 18 of us from work on thursday 14th january. company is Harlow & Finch, I'm Sanjay Rao sanjay.rao@example.com 07700 900722",
    "/teams/enquire/send",
    {
      company: "Harlow & Finch",
      package: "breakout-debrief",
      venue: "old-bank",
      date: "2027-01-14",
      size: "18",
      name: "Sanjay Rao",
      email: "sanjay.rao@example.com",
    },
  ),
  form(
    "voucher",
    "escape",
    "buy a cluebox gift voucher for a game for up to 4 people any time, emailed, its for my brother Dan - message 'happy 30th Dan'. Amy Walsh amy.walsh@example.com",
    "/gifts/buy/send",
    {
      voucher: "anytime-4",
      delivery: "email",
      recipient: "Dan",
      message: "happy 30th Dan",
      name: "Amy Walsh",
      email: "amy.walsh@example.com",
    },
  ),
  form(
    "lost-scarf",
    "escape",
    "message cluebox to ask if anyone's handed in a blue scarf i left at the orchard park venue last saturday. Holly Price holly.price@example.com",
    "/contact/send",
    {
      venue: "orchard-park",
      topic: "lost-property",
      name: "Holly Price",
      email: "holly.price@example.com",
    },
  ),
];
