// @paystack/inline-js 2.x ships no types: the part of its documented API the shop uses.
declare module '@paystack/inline-js' {
  type Callbacks = {
    onSuccess?: (transaction: { id?: string | number; reference: string; message?: string }) => void;
    onLoad?: (response: { id?: string | number; accessCode?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
  };
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: Callbacks): void;
    newTransaction(options: Record<string, unknown> & Callbacks): void;
  }
}
