/**
 * E-mail through an SMTP server (nodemailer) when SMTP_URL is set. The portal has no SMS gateway yet,
 * so text messages keep going to the fallback (the outbox).
 */
import nodemailer from 'nodemailer';
import type { Notifier } from './notifier';

export function createSmtpNotifier(smtpUrl: string, from: string, smsFallback: Notifier): Notifier {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel !== 'email') return smsFallback.send(message);
      await transport.sendMail({ from, to: message.target, subject: message.subject, text: message.body });
    },
  };
}
