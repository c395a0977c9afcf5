import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage, type FormValues } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/** The factory's lists whose entities have a page of their own: `/factory/<list>/new` and `/factory/<list>/<id>`. */
export type FactoryList = 'manufacturers' | 'parts' | 'models' | 'plans';

export interface FactoryEditorProps<
  A extends { id: string; updatedAt?: string },
  C,
  V extends FormValues,
  S extends z.ZodType,
> {
  /** The entity's id; absent on the new entity's page. */
  id?: string;
  list: FactoryList;
  /** Names the form (`data-form`) for tests and journeys. */
  name: string;
  /** The staff member may save (create on a new page, update on an entity's); else the page only shows it. */
  maySave: boolean;
  texts: { newTitle: string; failedTitle: string; saved: (entity: A) => string };
  titleOf: (entity: A) => string;
  load: (id: string, signal: AbortSignal) => Promise<A>;
  /** What the form chooses from (manufacturers, parts, models), loaded with the entity. */
  choices: (signal: AbortSignal) => Promise<C>;
  schema: S;
  valuesOf: (entity: A | undefined, choices: C) => V;
  prepare: (values: V) => unknown;
  save: (id: string | null, body: z.output<S>) => Promise<A>;
  fields: (form: FormApi<V>, choices: C) => ReactNode;
  /** What the entity's page shows below the form (a plan's parts against stock). */
  below?: (entity: A) => ReactNode;
}

/**
 * A page that adds or changes one of the factory's entities with its contract schema: the new entity opens
 * its own page once saved; a saved change stays, with the answer the service gave.
 */
export function FactoryEditor<
  A extends { id: string; updatedAt?: string },
  C,
  V extends FormValues,
  S extends z.ZodType,
>({
  id,
  list,
  name,
  maySave,
  texts,
  titleOf,
  load,
  choices,
  schema,
  valuesOf,
  prepare,
  save,
  fields,
  below,
}: FactoryEditorProps<A, C, V, S>) {
  const t = useText();
  const lang = useAdminLanguage();
  const listHref = adminPath(lang, 'factory', list);
  const trail = [
    { label: t('factory.board'), href: adminPath(lang, 'factory') },
    { label: t(`factory.${list}`), href: listHref },
  ];
  const { loaded, reload, replace } = useLoad(
    async (signal) => {
      const [entity, options] = await Promise.all([id ? load(id, signal) : undefined, choices(signal)]);
      return { entity: entity as A | undefined, options };
    },
    [id],
  );
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={texts.newTitle}
        failedTitle={texts.failedTitle}
        trail={trail}
      />
    );
  }
  const { entity, options } = loaded.data;
  return (
    <AdminPage title={entity ? titleOf(entity) : texts.newTitle} trail={trail}>
      {maySave && (
        <FormPage
          key={entity?.updatedAt ?? entity?.id ?? 'new'}
          name={name}
          schema={schema}
          initial={valuesOf(entity, options)}
          prepare={prepare}
          cancelHref={listHref}
          onSubmit={async (body) => {
            const saved = await save(id ?? null, body);
            toast(texts.saved(saved));
            if (id) replace({ entity: saved, options });
            else goTo(adminPath(lang, 'factory', list, saved.id));
          }}
        >
          {(form) => fields(form, options)}
        </FormPage>
      )}
      {entity && below?.(entity)}
    </AdminPage>
  );
}
