// The checkout form's box, shared by the form (checkout-form.tsx) and the box shown while its
// chunk loads (checkout-page.tsx): the same min-height, so the page does not jump when it arrives.
export const checkoutFormBox = 'min-h-[36rem] rounded-[12px] bg-nude p-5 sm:p-6 lg:sticky lg:top-24';
