import type { SectionScreenProps } from '../screens/section-screens';
import { SafetyReportPage } from './SafetyReportPage';
import { SafetyReportsListPage } from './SafetyReportsListPage';

/** Safety reports (`returns.list` / `returns.update`): `/safety-reports` the list, `/safety-reports/:id` one report. */
export function SafetyReportsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <SafetyReportsListPage />;
  return <SafetyReportPage key={first} id={first} staff={staff} />;
}
