/** The channels a profile's callback request can ask for. */
export const CALLBACK_CHANNELS = ['phone', 'facebook', 'telegram', 'whatsapp', 'viber'] as const;
export type CallbackChannel = (typeof CALLBACK_CHANNELS)[number];

/** What a support request is about; sent as the request's `callbackType`. */
export const SUPPORT_TOPICS = ['learning', 'payment', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
