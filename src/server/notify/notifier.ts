/**
 * The seam through which the portal reaches people (ARCHITECTURE.md § Server): verification codes by
 * text message or e-mail. Drivers: the outbox (default, development) and SMTP (smtp.ts).
 */
export type Channel = 'sms' | 'email';

export interface Message {
  channel: Channel;
  /** Mainland mobile number or e-mail address. */
  target: string;
  subject: string;
  body: string;
}

export interface Notifier {
  send(message: Message): Promise<void>;
}
