import type { Config } from '../../config.ts';

type ChannelConfig = Pick<
  Config,
  | 'WHATSAPP_TOKEN'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_APP_SECRET'
  | 'WHATSAPP_VERIFY_TOKEN'
  | 'TERMII_API_KEY'
  | 'TERMII_SENDER_ID'
>;

/**
 * Which channels have their credentials. WhatsApp needs the webhook's two secrets as well as the
 * sending ones: without the webhook the shop could not hear a STOP, nor know the 24-hour window.
 */
export function configuredChannels(config: ChannelConfig) {
  return {
    whatsapp: Boolean(
      config.WHATSAPP_TOKEN &&
      config.WHATSAPP_PHONE_NUMBER_ID &&
      config.WHATSAPP_APP_SECRET &&
      config.WHATSAPP_VERIFY_TOKEN,
    ),
    sms: Boolean(config.TERMII_API_KEY && config.TERMII_SENDER_ID),
  };
}
export type ConfiguredChannels = ReturnType<typeof configuredChannels>;
