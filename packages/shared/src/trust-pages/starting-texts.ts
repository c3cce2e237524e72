import type { TrustPageSlug } from './trust-pages.ts';

// The text each page starts with, until the shopkeeper saves their own in the admin: true of this
// shop as it works (its checkout, its account screen, its messages), in plain words, with the
// shop's own name and contacts. The shopkeeper reads it, changes what differs, and saves.

export type ShopFacts = {
  shopName: string;
  phone: string;
  email: string;
  /** Days after delivery an unopened item may be sent back. */
  returnWindowDays: number;
};

/** The return window (days after delivery, unopened items only) when the shop sets none: decision 56. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

const shippingReturns = (
  f: ShopFacts,
) => `We deliver to all 36 states and the FCT. At the checkout you choose a delivery option for your state and LGA: each shows its price and how many days it takes before you pay, and some orders qualify for free delivery.

## When your order leaves us
We pack paid orders on working days. When your order is on its way we send you a message with the courier's name and, where there is one, a tracking number. You can follow your order at any time from your account, or with "track order" at the bottom of every page using your order number and e-mail.

## Pay on delivery
Where pay on delivery is offered, have the exact amount ready for the rider, in cash or by transfer, as the checkout says.

## Returns
You may return an item within ${days(f.returnWindowDays)} of delivery if it is unopened, with its seal and packaging as you received it. For your safety and other shoppers', we cannot take back makeup or skincare that has been opened, swatched or used. Some products are marked final sale on their page: these cannot be returned unless they arrived damaged or were not what you ordered.

To return an item, write to ${f.email} or call ${f.phone} with your order number within the ${days(f.returnWindowDays)}. We will tell you where to send it. Once it reaches us and we have checked it, we refund its price within 5 working days. Delivery costs are refunded only when the mistake was ours.

## Damaged or wrong items
If anything arrives damaged, leaking or not what you ordered, tell us within 48 hours of delivery with a photo, and we will replace it or refund you in full, delivery included.`;

const privacy = (
  f: ShopFacts,
) => `${f.shopName} respects your privacy. This notice explains what we collect about you, why, who sees it, how long we keep it, and your rights under the Nigeria Data Protection Act 2023 (NDPA).

## Who we are
${f.shopName} is the data controller for the information described here. You can reach us at ${f.email} or ${f.phone}.

## What we collect and why
- Your name, e-mail address, phone number and delivery address: to deliver your order, send your receipt and tell you how it is going. We need them to fulfil our contract with you.
- Your phone number is also used for order messages by WhatsApp, SMS or e-mail (confirmation, dispatch, delivery). You can reply STOP at any time to stop these messages.
- Your orders, what you paid and how: to keep our accounts, handle returns and refunds, and meet our tax obligations.
- Your account, saved items, addresses and reviews: to run your account and show your reviews on the products you bought.
- If you leave a checkout unpaid or ask to be told when a product is back, we send you one e-mail about it. Every such e-mail has a link to stop them.
- Technical records such as your device's internet address and sign-in attempts: to keep your account safe and stop fraud.

We never see or store your full card number: card payments are handled by our payment provider, Paystack.

## Who we share it with
Only with those who help us serve you: our payment provider (Paystack), the courier or rider who delivers your order, and the providers that send our e-mails and messages. We never sell your information, and we do not use advertising trackers.

## How long we keep it
Your account is kept until you delete it. Orders are kept as long as Nigerian tax and accounting law requires us to keep sales records; when you delete your account, your orders are kept for that reason only, no longer linked to you.

## Your rights
Under the NDPA you have the right to:
- see the information we hold about you and get a copy of it;
- have it corrected if it is wrong;
- have it deleted;
- object to, or ask us to restrict, how we use it;
- take it with you in a common format (portability);
- withdraw your consent at any time, where we rely on it.

## How to use your rights
- Signed in, open My account: "Download my data" gives you everything we hold about you, as JSON or CSV.
- In the same place you can correct your name, phone, e-mail and addresses, and delete your account.
- For anything else, write to ${f.email}. We will answer within one month.

If you are not satisfied with our answer, you may complain to the Nigeria Data Protection Commission (NDPC): https://ndpc.gov.ng

## Your browser
We keep your cart, your sign-in and your saved choices in your browser's own storage so the shop works; nothing there is used for advertising.`;

const terms = (
  f: ShopFacts,
) => `These terms apply to every order you place with ${f.shopName}. By placing an order you accept them. Your rights as a consumer under Nigerian law, including the Federal Competition and Consumer Protection Act 2018, are not affected by anything here.

## Prices and payment
All prices are in naira. The total you see before you pay, with the delivery price and any discount, is the total you are charged. Payment is by card, bank transfer or USSD through Paystack, or on delivery where the checkout offers it. An order is confirmed once it is paid, or once it is accepted for pay on delivery.

## Stock
We hold the items in your cart while you pay. If a product you paid for turns out to be out of stock, we tell you at once and either find it for you or refund you in full.

## Delivery
Delivery times are estimates from the day your order is confirmed. If your order is late, contact us and we will find out where it is.

## Returns and refunds
Returns follow our Shipping and returns page: unopened items within the return window, final-sale items excepted, and damaged or wrong items always put right.

## Using our products
Read each product's directions and ingredients before use. If you have sensitive skin or allergies, test a small amount on your inner arm first. Our product descriptions are not medical advice.

## Reviews
Reviews must be honest and about the product. We may remove reviews that are abusive, unlawful or not about the product.

## Contact and law
Questions or complaints: ${f.email} or ${f.phone}. These terms are governed by the laws of the Federal Republic of Nigeria.`;

const about = (
  f: ShopFacts,
) => `${f.shopName} is a Nigerian beauty shop for makeup and skincare chosen for our skin, our sun and our weather, with shades for every Nigerian skin tone.

## What we promise
- Genuine products only, bought from the brands or their authorised distributors.
- Prices in naira, with the delivery price shown before you pay.
- Real reviews: only shoppers who bought a product are marked as verified buyers.
- A person to talk to: call ${f.phone} or write to ${f.email}.

## Our registration
Our business details, as registered with the Corporate Affairs Commission (CAC), are below. Our products are listed with the National Agency for Food and Drug Administration and Control (NAFDAC) as shown.`;

const TEXTS: Record<TrustPageSlug, (facts: ShopFacts) => string> = {
  'shipping-returns': shippingReturns,
  privacy,
  terms,
  about,
};

/** The page's starting text, with the shop's name, contacts and return window written in. */
export const startingText = (slug: TrustPageSlug, facts: ShopFacts) => TEXTS[slug](facts);
