import { z } from 'zod';

export interface CollectionMenuItem {
  id: number;
  slug: { pl: string; en: string };
  name: { pl: string; en: string };
  children: CollectionMenuItem[];
}
export const CollectionMenuItem: z.ZodType<CollectionMenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.object({ pl: z.string(), en: z.string() }),
    name: z.object({ pl: z.string(), en: z.string() }),
    children: z.array(CollectionMenuItem),
  }),
);
export const CollectionMenu = z.object({ items: z.array(CollectionMenuItem) });
export type CollectionMenu = z.infer<typeof CollectionMenu>;
