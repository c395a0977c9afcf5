import type { ReturnAttachment } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button } from '@shop/ui';
import { downloadReturnFile } from '../api/returns';
import { toast } from '../kit/toast';
import styles from '../orders/orders.module.css';
import { useAdminLanguage, useText } from '../screens/text';

/** The files of a return or of one message in its thread (proof of purchase, photos), each downloaded when chosen. */
export function ReturnFiles({ returnId, files }: { returnId: string; files: ReturnAttachment[] }) {
  const t = useText();
  const lang = useAdminLanguage();
  if (files.length === 0) return null;
  const download = async (file: ReturnAttachment) => {
    try {
      await downloadReturnFile(returnId, file);
    } catch (error) {
      toast(`${file.name}: ${describeError(error, lang)}`, { tone: 'danger' });
    }
  };
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => download(file)}
            aria-label={t('returns.download', { name: file.name })}
          >
            {file.name}
          </Button>{' '}
          <span className={styles.muted}>{Math.max(1, Math.round(file.size / 1024))} kB</span>
        </li>
      ))}
    </ul>
  );
}
