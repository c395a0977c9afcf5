import type { ReactNode } from 'react';
import styles from './content.module.css';

interface ContentArticleProps {
  /** A heading over the paragraphs, when they are a section of the page. */
  title?: string;
  /** The paragraphs, in reading order. */
  paragraphs: ReactNode[];
  children?: ReactNode;
}

/** The readable text of a content page, followed by whatever the page adds (a list of facts, links). */
export function ContentArticle({ title, paragraphs, children }: ContentArticleProps) {
  return (
    <div className={styles.prose}>
      {title && <h2 className={styles.facts__title}>{title}</h2>}
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed texts that never reorder
        <p key={index}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}

interface FactListProps {
  title: string;
  facts: string[];
}

/** A titled list of short facts ("What the insurance covers"). */
export function FactList({ title, facts }: FactListProps) {
  return (
    <section className={styles.facts}>
      <h2 className={styles.facts__title}>{title}</h2>
      <ul className={styles.facts__list}>
        {facts.map((fact) => (
          <li key={fact} className={styles.facts__item}>
            {fact}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface StepListProps {
  title: string;
  steps: string[];
}

/** A titled, numbered list of what happens one after another ("How installments work"). */
export function StepList({ title, steps }: StepListProps) {
  return (
    <section className={styles.facts}>
      <h2 className={styles.facts__title}>{title}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** A row of buttons or links that wraps on narrow screens. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
