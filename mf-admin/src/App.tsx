import { AdminFrame } from './screens/AdminFrame';
import { sectionOfPath } from './screens/sections';

export interface AppProps {
  lang: 'pl' | 'en';
  /** The path below `/<lang>/admin`, e.g. `/orders/12` (`/` for the dashboard). */
  path: string;
}

/** The admin panel (SPEC §2, §6): its frame and the section the path names. */
export default function App({ lang, path }: AppProps) {
  return <AdminFrame lang={lang} path={path} section={sectionOfPath(path)} />;
}
