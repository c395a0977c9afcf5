import { AskFirst } from '../kit/AskFirst';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';

export interface DeleteEntityProps {
  /** The button's and the dialog's confirm label ("Usuń kategorię"). */
  label: string;
  title: string;
  text: string;
  /** Said after the delete, on the list it returns to. */
  done: string;
  /** Where to go after the delete. */
  back: string;
  remove: () => Promise<void>;
}

/**
 * Delete, asked first; back to the list after. A refusal (the collection still holds products, the
 * definition is in use) is said in the dialog, which stays open so it can be read.
 */
export function DeleteEntity({ label, title, text, done, back, remove }: DeleteEntityProps) {
  return (
    <AskFirst
      label={label}
      question={title}
      text={text}
      action={async () => {
        await remove();
        toast(done);
        goTo(back);
      }}
    />
  );
}
