import { createElement } from 'react';
import { render } from '@react-email/render';
import { FOLLOW_UP_QUESTION, PRODUCT_NAME, weekOverWeek } from '@pathwise/core';
import type { MailMessage } from '../mail/mailer';
import type { DigestContent } from './content';
import { DigestEmail, type DigestLinks } from './digest-email';

export function digestSubject(content: DigestContent): string {
  return `${content.workspaceName} this week: ${content.minutes.thisWeek} minutes saved`;
}

/** The plain-text part: the same content, readable in any client. */
export function digestText(content: DigestContent, links: DigestLinks): string {
  const lines = [
    `Your week at ${content.workspaceName} (${content.period.from} to ${content.period.to})`,
    '',
    `Time your team saved: ${content.minutes.thisWeek} minutes, ${weekOverWeek(content.minutes.thisWeek, content.minutes.lastWeek)} (${content.minutes.lastWeek} minutes).`,
    '',
    'Most-liked stories:',
    ...(content.topStories.length === 0
      ? ['- No stories this week. Share what a use case saved you: your teammates will see it.']
      : content.topStories.map((s) => `- ${s.title} — ${s.author}, ${s.minutes} min/day, ${s.likes} ${s.likes === 1 ? 'like' : 'likes'}`)),
  ];
  if (content.newUseCases.length > 0)
    lines.push('', 'New use cases:', ...content.newUseCases.map((u) => `- ${u.title}: ${links.app}/use-case/${u.id}`));
  if (content.followUps.length > 0)
    lines.push(
      '',
      `${FOLLOW_UP_QUESTION} Two weeks on, tell your team:`,
      ...content.followUps.map((f) => `- ${f.title}: ${links.app}/home`),
    );
  if (content.topRequests.length > 0) lines.push('', 'Top requests:', ...content.topRequests.map((r) => `- ${r.title} (${r.votes} votes)`));
  lines.push(
    '',
    `Your streak: ${content.streakWeeks} ${content.streakWeeks === 1 ? 'week' : 'weeks'} in a row.`,
    '',
    `Open ${PRODUCT_NAME}: ${links.app}/home`,
    '',
    `Unsubscribe from this digest: ${links.unsubscribe}`,
    `Notification settings: ${links.settings}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The digest as a mail: HTML (react-email) and text parts, with one-click unsubscribe headers (RFC 8058). */
export async function digestMail(content: DigestContent, links: DigestLinks): Promise<MailMessage> {
  const html = await render(createElement(DigestEmail, { content, links }));
  return {
    to: content.recipientEmail,
    subject: digestSubject(content),
    text: digestText(content, links),
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
