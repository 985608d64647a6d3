import { PRODUCT_NAME } from '@pathwise/core';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], link: { label: string; url: string }, footer: string): string {
  return [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
}

export function verificationMail(to: string, appUrl: string, token: string): MailMessage {
  const url = `${appUrl}/auth?token_hash=${encodeURIComponent(token)}&type=signup`;
  const footer = "The link works once and expires in 24 hours. If you didn't sign up, ignore this e-mail.";
  return {
    to,
    subject: `Confirm your e-mail for ${PRODUCT_NAME}`,
    text: `Welcome to ${PRODUCT_NAME}!\n\nConfirm your e-mail address to activate your account:\n\n${url}\n\n${footer}\n`,
    html: layout(
      `Welcome to ${PRODUCT_NAME}`,
      ['Confirm your e-mail address to activate your account.'],
      { label: 'Confirm my e-mail', url },
      footer,
    ),
  };
}

export function passwordResetMail(to: string, appUrl: string, token: string): MailMessage {
  const url = `${appUrl}/auth?reset=true&token=${encodeURIComponent(token)}`;
  const footer = "The link works once and expires in 1 hour. If you didn't ask for it, ignore this e-mail: your password stays the same.";
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here:\n\n${url}\n\n${footer}\n`,
    html: layout(
      'Reset your password',
      [`Someone asked to reset the password of your ${PRODUCT_NAME} account.`],
      { label: 'Choose a new password', url },
      footer,
    ),
  };
}

export function invitationMail(to: string, appUrl: string, token: string, inviter: string, workspace: string): MailMessage {
  const url = `${appUrl}/auth?mode=signup&email=${encodeURIComponent(to)}&invite=${encodeURIComponent(token)}`;
  const footer = "The invitation expires in 7 days. If you don't know the sender, ignore this e-mail.";
  return {
    to,
    subject: `${inviter} invited you to ${workspace} on ${PRODUCT_NAME}`,
    text: `${inviter} invited you to join ${workspace} on ${PRODUCT_NAME}, where your team learns AI-assisted workflows and shares the time they save.\n\nCreate your account here:\n\n${url}\n\n${footer}\n`,
    html: layout(
      `Join ${workspace} on ${PRODUCT_NAME}`,
      [`${inviter} invited you to join ${workspace}, where your team learns AI-assisted workflows and shares the time they save.`],
      { label: 'Create my account', url },
      footer,
    ),
  };
}
