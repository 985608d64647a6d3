import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { CodeBlock } from './code-block';

/*
 * The guide's markdown dialect rendered to React elements by a real markdown parser. Raw HTML
 * never reaches the page: a remark step turns it into visible text, skipHtml drops anything left,
 * and only http(s) and mailto links keep their address (team authors write guides too).
 */

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Parents whose children are inline (phrasing) content: raw HTML there becomes plain text. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

function htmlAsText(node: MdNode): void {
  const inline = PHRASING_PARENTS.has(node.type);
  node.children?.forEach((child, index, siblings) => {
    if (child.type === 'html') {
      const text: MdNode = { type: 'text', value: child.value ?? '' };
      siblings[index] = inline ? text : { type: 'paragraph', children: [text] };
      return;
    }
    htmlAsText(child);
  });
}

/** Authors (and later, teammates) may type tags; they are shown as the text they are. */
export function remarkHtmlAsText() {
  return (tree: MdNode) => htmlAsText(tree);
}

/** Links to http(s) and mailto only; javascript:, data: and every other scheme lose their address. */
export function safeUrl(url: string): string | undefined {
  return /^(?:https?:\/\/|mailto:)/i.test(url.trim()) ? url : undefined;
}

function textOf(node: { type: string; value?: string; children?: unknown[] } | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map((child) => textOf(child as { type: string })).join('');
}

function Pre({ node }: ComponentProps<'pre'> & ExtraProps) {
  const code = node?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  const className = code?.type === 'element' ? code.properties.className : undefined;
  const classes = Array.isArray(className) ? className.map(String) : [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
  return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={language} />;
}

function Anchor({ href, children, node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <span>{children}</span>;
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
    </a>
  );
}

const heading =
  (Tag: 'h4' | 'h5') =>
  ({ node: _node, ...props }: ComponentProps<'h4'> & ExtraProps) => <Tag {...props} className="mb-2 mt-5 text-base font-semibold" />;

const COMPONENTS: Components = {
  pre: Pre,
  a: Anchor,
  // The page owns h1-h3 (title, sections, steps); guide headings sit below them.
  h1: heading('h4'),
  h2: heading('h4'),
  h3: heading('h4'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h5'),
  p: ({ node: _node, ...props }) => <p {...props} className="my-3 leading-relaxed" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-3 list-disc space-y-1 pl-6" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-3 list-decimal space-y-1 pl-6" />,
  li: ({ node: _node, ...props }) => <li {...props} className="leading-relaxed" />,
  code: ({ node: _node, ...props }) => <code {...props} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" />,
  blockquote: ({ node: _node, ...props }) => <blockquote {...props} className="my-3 border-l-4 border-border pl-4 text-muted-foreground" />,
  // Images are not part of the dialect: their description is shown instead of a remote picture.
  img: ({ alt }) => <span>{alt}</span>,
};

export function GuideMarkdown({ children }: { children: string }) {
  return (
    <div className="min-w-0 text-sm text-foreground sm:text-base [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
      <Markdown remarkPlugins={[remarkHtmlAsText]} skipHtml urlTransform={safeUrl} components={COMPONENTS}>
        {children}
      </Markdown>
    </div>
  );
}
