// @vitest-environment jsdom
import { translatedText } from '@shop/contracts';
import { ApiError } from '@shop/platform';
import { TextField } from '@shop/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeGateway, preparePage, renderInPanel } from '../testing';
import { FormPage } from './FormPage';
import { goTo } from './navigation';
import { TranslatedTextField } from './TranslatedTextField';

const Collection = z.strictObject({ slug: z.string().trim().min(3), name: translatedText(50) });
let sent: unknown[];
let answer: () => Promise<void>;

function showForm(lang: 'pl' | 'en' = 'pl') {
  return renderInPanel(
    <FormPage
      name="collection"
      schema={Collection}
      initial={{ slug: '', name: { pl: '', en: '' } }}
      cancelHref="/pl/admin/collections"
      onSubmit={async (data) => {
        sent.push(data);
        await answer();
      }}
    >
      {(form) => (
        <>
          <TextField label="Slug" required {...form.text('slug')} />
          <TranslatedTextField label={lang === 'pl' ? 'Nazwa' : 'Name'} {...form.translated('name')} />
        </>
      )}
    </FormPage>,
    lang,
  );
}

beforeAll(preparePage);
beforeEach(() => {
  fakeGateway();
  sent = [];
  answer = async () => {};
  window.history.replaceState(null, '', '/pl/admin/collections/new');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a form page', () => {
  it('checks with the contract schema first: messages at their fields, focus on the first, nothing sent', async () => {
    showForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'ab');
    await userEvent.type(screen.getByRole('textbox', { name: /Polski/ }), 'Miejskie');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const slug = screen.getByRole('textbox', { name: /Slug/ });
    expect(slug).toHaveAccessibleDescription('Wpisz co najmniej 3 znaków');
    expect(slug).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Angielski/ })).toHaveAccessibleDescription(
      'Tłumaczenia są wymagane dla wszystkich języków',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(sent).toEqual([]);
  });

  it('sends what the schema made of the values and shows the server’s field messages at their fields', async () => {
    answer = async () => {
      throw new ApiError(409, 'duplicate', 'Taka wartość już istnieje.', { slug: 'Taka wartość już istnieje' });
    };
    showForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), ' miejskie ');
    await userEvent.type(screen.getByRole('textbox', { name: /Polski/ }), 'Miejskie');
    await userEvent.type(screen.getByRole('textbox', { name: /Angielski/ }), 'City');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(sent).toEqual([{ slug: 'miejskie', name: { pl: 'Miejskie', en: 'City' } }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Taka wartość już istnieje.');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAccessibleDescription('Taka wartość już istnieje');
    // Correcting the field takes its message away.
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), '-2');
    expect(screen.getByRole('textbox', { name: /Slug/ })).not.toHaveAccessibleDescription();
  });

  it('asks before unsaved changes are left: in-panel moves, the back button and closing the tab', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    showForm('en');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    goTo('/pl/admin/collections');
    expect(confirm).not.toHaveBeenCalled();
    expect(unload()).toBe(false);
    window.history.replaceState(null, '', '/pl/admin/collections/new');

    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'miejskie');
    expect(unload()).toBe(true);
    goTo('/pl/admin/collections');
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    expect(window.location.pathname).toBe('/pl/admin/collections/new');

    // The shell's router (single-spa) offers to cancel a navigation it is about to make.
    const cancelNavigation = vi.fn();
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { cancelNavigation } }));
    expect(cancelNavigation).toHaveBeenCalledWith(true);

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(window.location.pathname).toBe('/pl/admin/collections');
  });

  it('guards nothing once the changes are saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    showForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'miejskie');
    await userEvent.type(screen.getByRole('textbox', { name: /Polski/ }), 'Miejskie');
    await userEvent.type(screen.getByRole('textbox', { name: /Angielski/ }), 'City');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    goTo('/pl/admin/collections');
    expect(window.location.pathname).toBe('/pl/admin/collections');
    expect(confirm).not.toHaveBeenCalled();
  });
});
