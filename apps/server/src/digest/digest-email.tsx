import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { FOLLOW_UP_QUESTION, PRODUCT_NAME, weekOverWeek } from '@pathwise/core';
import type { DigestContent } from './content';

export interface DigestLinks {
  app: string;
  unsubscribe: string;
  settings: string;
}

/*
 * Colours work on both schemes: light by default, and a dark palette for clients that honour
 * prefers-color-scheme (Apple Mail, Outlook for Mac, iOS) or Outlook.com's data-ogsc marker. The
 * clients that invert colours themselves (Gmail apps) get mid-tone accents that stay legible
 * either way, and no image carries text.
 */
const DARK_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .pw-body { background-color: #0b1120 !important; }
    .pw-card { background-color: #111827 !important; border-color: #334155 !important; }
    .pw-text { color: #e2e8f0 !important; }
    .pw-muted { color: #94a3b8 !important; }
    .pw-figure { color: #a5b4fc !important; }
    .pw-link { color: #a5b4fc !important; }
  }
  [data-ogsc] .pw-body { background-color: #0b1120 !important; }
  [data-ogsc] .pw-card { background-color: #111827 !important; }
  [data-ogsc] .pw-text { color: #e2e8f0 !important; }
  [data-ogsc] .pw-muted { color: #94a3b8 !important; }
  [data-ogsc] .pw-figure, [data-ogsc] .pw-link { color: #a5b4fc !important; }
`;

const text = { color: '#0f172a', fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const muted = { color: '#475569', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
const card = { backgroundColor: '#ffffff', border: '1px solid #e2e8f0', borderRadius: '12px', padding: '24px', margin: '0 0 16px' };
const h2 = { color: '#0f172a', fontSize: '17px', margin: '0 0 12px' };
const link = { color: '#4338ca' };

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section className="pw-card" style={card}>
      <Heading as="h2" className="pw-text" style={h2}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

export function DigestEmail({ content, links }: { content: DigestContent; links: DigestLinks }) {
  const { minutes } = content;
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{`${content.workspaceName} saved ${minutes.thisWeek} minutes last week`}</Preview>
      <Body
        className="pw-body"
        style={{ backgroundColor: '#f1f5f9', fontFamily: 'system-ui, -apple-system, Segoe UI, sans-serif', margin: 0, padding: '24px 0' }}
      >
        <Container style={{ maxWidth: '560px', padding: '0 16px' }}>
          <Heading as="h1" className="pw-text" style={{ color: '#0f172a', fontSize: '22px', margin: '0 0 4px' }}>
            Your week at {content.workspaceName}
          </Heading>
          <Text className="pw-muted" style={muted}>
            {content.period.from} to {content.period.to} · Hi {content.recipientName}
          </Text>

          <Card title="Time your team saved">
            <Text
              className="pw-figure"
              style={{ color: '#4338ca', fontSize: '32px', fontWeight: 700, lineHeight: '38px', margin: '0 0 4px' }}
            >
              {minutes.thisWeek} minutes
            </Text>
            <Text className="pw-muted" style={muted}>
              {weekOverWeek(minutes.thisWeek, minutes.lastWeek)} ({minutes.lastWeek} minutes) · {minutes.stories}{' '}
              {minutes.stories === 1 ? 'story' : 'stories'} shared
            </Text>
          </Card>

          <Card title="Most-liked stories">
            {content.topStories.length === 0 ? (
              <Text className="pw-text" style={text}>
                No stories this week. Share what a use case saved you: your teammates will see it.
              </Text>
            ) : (
              content.topStories.map((story) => (
                <Text key={`${story.useCaseId}-${story.author}-${story.likes}`} className="pw-text" style={text}>
                  <Link className="pw-link" href={`${links.app}/use-case/${encodeURIComponent(story.useCaseId)}`} style={link}>
                    {story.title}
                  </Link>{' '}
                  — {story.author}, {story.minutes} min/day, {story.likes} {story.likes === 1 ? 'like' : 'likes'}
                </Text>
              ))
            )}
          </Card>

          {content.newUseCases.length > 0 ? (
            <Card title="New use cases">
              {content.newUseCases.map((useCase) => (
                <Text key={useCase.id} className="pw-text" style={text}>
                  <Link className="pw-link" href={`${links.app}/use-case/${encodeURIComponent(useCase.id)}`} style={link}>
                    {useCase.title}
                  </Link>
                </Text>
              ))}
            </Card>
          ) : null}

          {content.followUps.length > 0 ? (
            <Card title={FOLLOW_UP_QUESTION}>
              <Text className="pw-text" style={text}>
                Two weeks on, did these stories hold up? Your answer keeps the team&apos;s figures honest.
              </Text>
              {content.followUps.map((followUp, i) => (
                <Text key={`${followUp.useCaseId}-${i}`} className="pw-text" style={text}>
                  <Link className="pw-link" href={`${links.app}/home`} style={link}>
                    {followUp.title}
                  </Link>
                </Text>
              ))}
            </Card>
          ) : null}

          {content.topRequests.length > 0 ? (
            <Card title="Top requests">
              {content.topRequests.map((request) => (
                <Text key={request.title} className="pw-text" style={text}>
                  {request.title} ({request.votes} {request.votes === 1 ? 'vote' : 'votes'})
                </Text>
              ))}
            </Card>
          ) : null}

          <Card title="Your streak">
            <Text className="pw-text" style={text}>
              {content.streakWeeks === 0
                ? 'No activity last week. One use case this week starts a new streak.'
                : `${content.streakWeeks} ${content.streakWeeks === 1 ? 'week' : 'weeks'} in a row with a completed use case or a story. Keep it going!`}
            </Text>
          </Card>

          <Button
            href={`${links.app}/home`}
            style={{ backgroundColor: '#4338ca', borderRadius: '8px', color: '#ffffff', fontSize: '15px', padding: '12px 20px' }}
          >
            Open {PRODUCT_NAME}
          </Button>

          <Hr style={{ borderColor: '#cbd5e1', margin: '24px 0 12px' }} />
          <Text className="pw-muted" style={muted}>
            You get this digest every Monday as a member of {content.workspaceName}.{' '}
            <Link className="pw-link" href={links.unsubscribe} style={link}>
              Unsubscribe
            </Link>{' '}
            or change your{' '}
            <Link className="pw-link" href={links.settings} style={link}>
              notification settings
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
