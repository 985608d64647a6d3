import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createFormControl } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordInput } from '@/components/ui/password-input';
import { CHUNK_LOAD_MESSAGE } from './chunk-errors';
import { rulesResolver, validation } from './form';
import { keptModule, loadedForm, useFormHandover, type FieldValue, type KeptModule, type LoadedForm } from './form-handover';
import { toast } from './toast';

interface Values {
  name: string;
  secret: string;
  agreed: boolean;
}

const FIRST: Values = { name: '', secret: '', agreed: false };
const resolver = rulesResolver<Values>((values) => validation<Values>(values, { name: values.name ? undefined : 'Enter a name' }));

/** The module a form loads: its control, built from what the plain form held (each build counted). */
const formModule = (sent: Values[], builds: Record<string, FieldValue>[] = []) => ({
  build: (values: Record<string, FieldValue>): LoadedForm => {
    builds.push(values);
    return loadedForm(createFormControl<Values>({ resolver, defaultValues: { ...FIRST, ...values } }), async (submitted) => {
      await Promise.resolve();
      sent.push(submitted);
    });
  },
});
type Module = ReturnType<typeof formModule>;

function TestForm({ library }: { library: KeptModule<Module> }) {
  const { formProps, field, view } = useFormHandover(
    library,
    (module, values) => module.build(values),
    () => undefined,
  );
  return (
    <form {...formProps}>
      <label htmlFor="name">Name</label>
      <input id="name" {...field('name', FIRST.name)} />
      {view.errors.name ? <p>{view.errors.name}</p> : null}
      <label htmlFor="secret">Secret</label>
      <PasswordInput id="secret" {...field('secret', FIRST.secret)} />
      <input id="agreed" type="checkbox" aria-label="Agreed" {...field('agreed', FIRST.agreed)} />
      <button type="submit" disabled={view.submitting}>
        {view.submitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}

/** A library whose download finishes (or fails) when the test says. */
function heldLibrary(module: Module) {
  const downloads: { finish: () => void; fail: () => void }[] = [];
  const library = keptModule(
    () =>
      new Promise<Module>((resolve, reject) =>
        downloads.push({
          finish: () => resolve(module),
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module: /assets/form.js')),
        }),
      ),
  );
  return { library, downloads };
}

/** The test form in StrictMode, its library held back: what it sent, and the downloads to finish. */
function renderHeld() {
  const sent: Values[] = [];
  const builds: Record<string, FieldValue>[] = [];
  const { library, downloads } = heldLibrary(formModule(sent, builds));
  render(
    <StrictMode>
      <TestForm library={library} />
    </StrictMode>,
  );
  return { sent, builds, downloads };
}

/** Ends a held download, and lets the page take it in. */
const arrive = (end: () => void) =>
  act(async () => {
    end();
    await Promise.resolve();
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a plain form handing over to its form library', () => {
  it('keeps what was typed, the focused input, its caret and a shown password when the library arrives', async () => {
    const user = userEvent.setup();
    const { sent, builds, downloads } = renderHeld();
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    await user.type(screen.getByLabelText('Secret'), 'hunter2!');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agreed' }));
    await user.type(name, 'Ada Lovelace');
    name.setSelectionRange(3, 3);
    expect(downloads).toHaveLength(1);

    await arrive(downloads[0]!.finish);

    // One form built, from what was typed, however often the plain form was touched.
    expect(builds).toEqual([{ name: 'Ada Lovelace', secret: 'hunter2!', agreed: true }]);
    // The same element, still focused, with the caret where it was.
    expect(screen.getByLabelText('Name')).toBe(name);
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
    expect(name.value).toBe('Ada Lovelace');
    expect(screen.getByLabelText('Secret')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada Lovelace', secret: 'hunter2!', agreed: true }]));
  });

  it('sends a submit that came before the library once, when it is there, and its rules answer', async () => {
    const user = userEvent.setup();
    const { sent, downloads } = renderHeld();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await arrive(downloads[0]!.finish);
    // The library's rules ran on the empty form: its message, and nothing sent.
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Grace', secret: '', agreed: false }]));
  });

  it('says a failed download, keeps what was typed and loads again on the next touch', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const user = userEvent.setup();
    const sent: Values[] = [];
    const { library, downloads } = heldLibrary(formModule(sent));
    render(<TestForm library={library} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await arrive(downloads[0]!.fail);
    expect(error).toHaveBeenCalledWith(CHUNK_LOAD_MESSAGE, expect.anything());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(downloads).toHaveLength(2);
    await arrive(downloads[1]!.finish);
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada', secret: '', agreed: false }]));
  });

  it('tries a download that failed on a touch again on the next one, without a word', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const user = userEvent.setup();
    const { sent, downloads } = renderHeld();
    await user.click(screen.getByLabelText('Name'));
    await arrive(downloads[0]!.fail);
    expect(error).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(downloads).toHaveLength(2);
    await arrive(downloads[1]!.finish);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada', secret: '', agreed: false }]));
  });

  it('a form mounted after the library arrived starts with it, from its first values', async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    const library = keptModule(() => Promise.resolve(formModule(sent)));
    await library.load();
    render(<TestForm library={library} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
  });
});
