import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { splitGuide } from '@pathwise/core';
import { GUIDE } from '@/features/use-case/test/use-case-fixtures';
import { GuideMarkdown, safeUrl } from './guide-markdown';
import { StepGuide } from './step-guide';

describe('GuideMarkdown', () => {
  it('renders headings, numbered and bulleted lists, paragraphs and inline code as elements', () => {
    const { container } = render(
      <GuideMarkdown>
        {['#### Check the output', '', 'Run the `--help` flag.', '', '1. first', '2. second', '', '- alpha', '- beta'].join('\n')}
      </GuideMarkdown>,
    );
    expect(screen.getByRole('heading', { name: 'Check the output', level: 4 })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['OL', 'UL']);
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second']);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alpha', 'beta']);
    expect(container.querySelector('p code')).toHaveTextContent('--help');
  });

  it('shows a code block with its language label and a copy button that copies the code', async () => {
    const user = userEvent.setup();
    render(<GuideMarkdown>{['```python', 'print("hi")', 'exit(0)', '```'].join('\n')}</GuideMarkdown>);
    const block = screen.getByTestId('code-block');
    expect(within(block).getByTestId('code-language')).toHaveTextContent('python');
    expect(block.querySelector('pre code')).toHaveTextContent('print("hi") exit(0)');
    await user.click(within(block).getByRole('button', { name: 'Copy python code' }));
    expect(await navigator.clipboard.readText()).toBe('print("hi")\nexit(0)');
    expect(within(block).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('lets the keyboard reach a code block to scroll its long lines (a named, focusable region)', async () => {
    const user = userEvent.setup();
    render(<GuideMarkdown>{['```bash', `echo ${'x'.repeat(300)}`, '```'].join('\n')}</GuideMarkdown>);
    const region = screen.getByRole('region', { name: 'bash code' });
    expect(region.tagName).toBe('PRE');
    await user.tab();
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('renders raw HTML as inert text, never as elements', () => {
    const { container } = render(
      <GuideMarkdown>{['<img src=x onerror=alert(1)>', '', 'Inline <b onclick="alert(1)">bold</b> here.'].join('\n')}</GuideMarkdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container).toHaveTextContent('Inline <b onclick="alert(1)">bold</b> here.');
  });

  it('keeps http(s) and mailto links, opening in a new tab, and drops javascript: and data: addresses', () => {
    const { container } = render(
      <GuideMarkdown>
        {[
          '[docs](https://example.com/docs)',
          '[evil](javascript:alert(1))',
          '[data](data:text/html;base64,PHNjcmlwdD4=)',
          '[mail](mailto:a@b.c)',
        ].join('\n\n')}
      </GuideMarkdown>,
    );
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'mail' });
    expect(mail).toHaveAttribute('href', 'mailto:a@b.c');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    for (const text of ['evil', 'data']) {
      const element = screen.getByText(text);
      expect(element.tagName).toBe('SPAN');
      expect(element).not.toHaveAttribute('href');
    }
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/);
  });

  it('accepts only http and https URLs', () => {
    expect(safeUrl('https://a.dev/x')).toBe('https://a.dev/x');
    expect(safeUrl('HTTP://a.dev')).toBe('HTTP://a.dev');
    expect(safeUrl(' javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('/relative')).toBeUndefined();
    expect(safeUrl('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(safeUrl('mailto:javascript:alert(1)')).toBe('mailto:javascript:alert(1)');
    expect(safeUrl('//evil.example')).toBeUndefined();
  });
});

describe('StepGuide', () => {
  it("splits at '### ' lines but not inside a code block, numbers the steps and opens the first", async () => {
    const user = userEvent.setup();
    const toggles: unknown[] = [];
    render(<StepGuide guide={splitGuide(GUIDE)} onToggle={(toggle) => toggles.push(toggle)} />);
    expect(screen.getByText('Some intro text before the steps.')).toBeInTheDocument();
    const steps = screen.getAllByTestId('guide-step');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1 of 31. Describe the interface',
      'Step 2 of 32. Review the parser',
      'Step 3 of 33. Add tests',
    ]);
    const first = within(steps[0]!).getByRole('button', { name: /Step 1 of 3/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // The fenced '### ' stays code in step 1.
    expect(within(steps[0]!).getByTestId('code-block')).toHaveTextContent('### not a step heading');
    const second = within(steps[1]!).getByRole('button', { name: /Step 2 of 3/ });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('check the flags')).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('check the flags')).toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(toggles).toEqual([
      { index: 1, title: '2. Review the parser', open: true },
      { index: 0, title: '1. Describe the interface', open: false },
    ]);
  });

  it('shows a guide without step headings as one block', () => {
    render(<StepGuide guide={splitGuide('Just do it.\n\n- one\n- two')} />);
    expect(screen.queryByTestId('guide-step')).not.toBeInTheDocument();
    expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();
    expect(screen.getByText('Just do it.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
