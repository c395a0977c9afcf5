import { AdminType, managesStaffOf, StaffState } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';
import type { StaffMember } from '../access/staff';

type Translate = (key: string) => string;

/** Every admin type as a choice, in the order of SPEC §6. */
export function typeOptions(t: Translate): SelectOption[] {
  return AdminType.options.map((type) => ({ value: type, label: t(`types.${type}`) }));
}

/** The types `staff` may give someone (a super admin any, an admin those below admin). */
export function grantableTypeOptions(t: Translate, staff: StaffMember): SelectOption[] {
  const actor = staff.adminType;
  return typeOptions(t).filter((option) => actor !== null && managesStaffOf(actor, option.value as AdminType));
}

export function stateOptions(t: Translate): SelectOption[] {
  return StaffState.options.map((state) => ({ value: state, label: t(`states.${state}`) }));
}

export function languageOptions(t: Translate): SelectOption[] {
  return [
    { value: 'pl', label: t('kit.languages.pl') },
    { value: 'en', label: t('kit.languages.en') },
  ];
}
