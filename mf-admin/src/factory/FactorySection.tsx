import type { SectionScreenProps } from '../screens/section-screens';
import { AssembliesPage, AssemblyPage } from './AssemblyPages';
import { FactoryBoardPage } from './FactoryBoardPage';
import { ManufacturersPage, ModelsPage, PartsPage, PlansPage } from './FactoryListsPages';
import { ImportFramesPage } from './ImportFramesPage';
import { ManufacturerPage, ModelPage, PartPage, PlanPage } from './SetupPages';
import { StartAssemblyPage } from './StartAssemblyPage';

const lists = { models: ModelsPage, parts: PartsPage, plans: PlansPage, manufacturers: ManufacturersPage };
const editors = { models: ModelPage, parts: PartPage, plans: PlanPage, manufacturers: ManufacturerPage };
const isList = (slug: string | undefined): slug is keyof typeof lists => Boolean(slug && slug in lists);

/**
 * The factory section (`factory.*`): the board of assemblies by stage; `/factory/new` starts an assembly,
 * `/factory/import` records bikes made before the factory module;
 * `/factory/assemblies` lists every assembly and `/factory/assemblies/<id>` shows one with its stages;
 * `/factory/models`, `/factory/parts`, `/factory/plans`, `/factory/manufacturers` list what production uses,
 * `…/new` adds one and `…/<id>` shows and changes one.
 */
export function FactorySection({ path, staff }: SectionScreenProps) {
  const [first, second] = path;
  if (first === 'new') return <StartAssemblyPage />;
  if (first === 'import') return <ImportFramesPage />;
  if (first === 'assemblies' && second) return <AssemblyPage key={second} id={second} staff={staff} />;
  if (first === 'assemblies') return <AssembliesPage staff={staff} />;
  if (isList(first) && second) {
    const Editor = editors[first];
    return <Editor key={second} id={second === 'new' ? undefined : second} staff={staff} />;
  }
  if (isList(first)) {
    const List = lists[first];
    return <List staff={staff} />;
  }
  return <FactoryBoardPage staff={staff} />;
}
