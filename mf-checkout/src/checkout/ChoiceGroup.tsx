import { RadioGroup, type RadioGroupProps } from '@shop/ui';
import { useLayoutEffect, useRef } from 'react';

/**
 * A radio group whose error reaches its radios as it reaches a text input: with an error every radio is
 * `aria-invalid` and described by the group's hint and error too, so the form's "focus the first field to
 * correct" lands on the group and a screen reader reads the message with the focused radio.
 */
export function ChoiceGroup(props: RadioGroupProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Every render: React leaves these attributes alone (its own props for them do not change).
  useLayoutEffect(() => {
    const group = ref.current?.querySelector('fieldset');
    if (!group) return;
    const groupDescription = props.error ? (group.getAttribute('aria-describedby') ?? '') : '';
    for (const radio of group.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      const ownHint = `${radio.id}-hint`;
      const description = [document.getElementById(ownHint) ? ownHint : '', groupDescription].filter(Boolean).join(' ');
      if (description) radio.setAttribute('aria-describedby', description);
      else radio.removeAttribute('aria-describedby');
      if (props.error) radio.setAttribute('aria-invalid', 'true');
      else radio.removeAttribute('aria-invalid');
    }
  });
  return (
    <div ref={ref} data-choice-group={props.name}>
      <RadioGroup {...props} />
    </div>
  );
}

/** The radio to focus in a radio's group: the chosen one, else the first that can take focus. */
export function checkedRadioOf(radio: HTMLInputElement): HTMLInputElement {
  const group = radio.closest('fieldset') ?? radio.form;
  const radios = [...(group?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].filter(
    (entry) => entry.name === radio.name,
  );
  return radios.find((entry) => entry.checked) ?? radios.find((entry) => !entry.disabled) ?? radio;
}
