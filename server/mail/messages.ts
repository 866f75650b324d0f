// The mails the auth flows send, in the member's language (en, de). `meta` lets the demo outbox
// (/dev/mail.json) hand the code or link to browser tests.
import type { MailMessage } from './mailer.ts';

type Lang = 'en' | 'de';
const lang = (language: string): Lang => (language === 'de' ? 'de' : 'en');

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** A mail's HTML part: the paragraphs, escaped, and an optional link. */
export function html(paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html><body>${body}${button}</body></html>`;
}

export interface Recipient {
  name: string;
  email: string;
  language: string;
}

export function verificationCodeMail(to: Recipient, code: string, minutes: number, club: string): MailMessage {
  const t = {
    en: {
      subject: `Your ${club} login code`,
      lines: [
        `Hello ${to.name},`,
        `your login code is ${code}.`,
        `It is valid for ${minutes} minutes and works once. If you did not try to log in, change your password.`,
      ],
    },
    de: {
      subject: `Dein Anmeldecode für ${club}`,
      lines: [
        `Hallo ${to.name},`,
        `dein Anmeldecode lautet ${code}.`,
        `Er ist ${minutes} Minuten gültig und funktioniert einmal. Wenn du dich nicht anmelden wolltest, ändere dein Passwort.`,
      ],
    },
  }[lang(to.language)];
  return {
    to: to.email,
    subject: t.subject,
    text: t.lines.join('\n\n'),
    html: html(t.lines),
    meta: { kind: 'verification-code', code },
  };
}

export function passwordResetMail(to: Recipient, url: string, minutes: number, club: string): MailMessage {
  const t = {
    en: {
      subject: `Reset your ${club} password`,
      lines: [
        `Hello ${to.name},`,
        'someone asked to reset the password of your account. Open this link to choose a new one:',
        url,
        `The link expires in ${minutes} minutes and works once. If it was not you, ignore this mail.`,
      ],
      label: 'Reset password',
    },
    de: {
      subject: `Passwort für ${club} zurücksetzen`,
      lines: [
        `Hallo ${to.name},`,
        'jemand möchte das Passwort deines Kontos zurücksetzen. Öffne diesen Link, um ein neues zu wählen:',
        url,
        `Der Link ist ${minutes} Minuten gültig und funktioniert einmal. Warst du es nicht, ignoriere diese Mail.`,
      ],
      label: 'Passwort zurücksetzen',
    },
  }[lang(to.language)];
  return {
    to: to.email,
    subject: t.subject,
    text: t.lines.join('\n\n'),
    html: html(t.lines, { url, label: t.label }),
    meta: { kind: 'password-reset', url },
  };
}

export function verifyEmailMail(to: Recipient, url: string, minutes: number, club: string): MailMessage {
  const t = {
    en: {
      subject: `Confirm your email address for ${club}`,
      lines: [
        `Hello ${to.name},`,
        'please confirm your email address by opening this link:',
        url,
        `The link expires in ${minutes} minutes.`,
      ],
      label: 'Confirm email address',
    },
    de: {
      subject: `Bestätige deine E-Mail-Adresse für ${club}`,
      lines: [
        `Hallo ${to.name},`,
        'bitte bestätige deine E-Mail-Adresse über diesen Link:',
        url,
        `Der Link ist ${minutes} Minuten gültig.`,
      ],
      label: 'E-Mail-Adresse bestätigen',
    },
  }[lang(to.language)];
  return {
    to: to.email,
    subject: t.subject,
    text: t.lines.join('\n\n'),
    html: html(t.lines, { url, label: t.label }),
    meta: { kind: 'verify-email', url },
  };
}

/**
 * To a registered address someone tried to register again: the registration
 * answers as for a new account, and only the owner learns of it, with the ways back in.
 */
export function registrationAttemptMail(
  to: Recipient,
  loginUrl: string,
  recoverUrl: string,
  club: string,
): MailMessage {
  const t = {
    en: {
      subject: `Someone tried to register with your address at ${club}`,
      lines: [
        `Hello ${to.name},`,
        'someone just tried to register a new account with this email address. You already have an account, so nothing was created.',
        `If it was you, log in: ${loginUrl}`,
        `Forgot your password? Reset it: ${recoverUrl}`,
        'If it was not you, you can ignore this email.',
      ],
      label: 'Log in',
    },
    de: {
      subject: `Jemand wollte sich mit deiner Adresse bei ${club} registrieren`,
      lines: [
        `Hallo ${to.name},`,
        'gerade wollte jemand mit dieser E-Mail-Adresse ein neues Konto anlegen. Du hast schon ein Konto, deshalb wurde nichts angelegt.',
        `Warst du das, melde dich an: ${loginUrl}`,
        `Passwort vergessen? Setze es zurück: ${recoverUrl}`,
        'Warst du es nicht, kannst du diese E-Mail ignorieren.',
      ],
      label: 'Anmelden',
    },
  }[lang(to.language)];
  return {
    to: to.email,
    subject: t.subject,
    text: t.lines.join('\n\n'),
    html: html(t.lines, { url: loginUrl, label: t.label }),
    meta: { kind: 'registration-attempt', url: loginUrl },
  };
}
