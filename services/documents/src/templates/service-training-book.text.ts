import type { Chapter } from './print-blocks';

/** Everything the service training book says, in one language; chapters are numbered when printed. */
export interface TrainingBookText {
  /** BCP 47 locale for dates. */
  locale: string;
  title: string;
  subtitle: string;
  /** Start of the download's file name, ASCII only. */
  fileName: string;
  dealerHeading: string;
  labels: { company: string; taxId: string; city: string; trainedOn: string; issuedOn: string };
  intro: string[];
  contentsHeading: string;
  chapters: Chapter[];
  signOff: {
    title: string;
    statement: string;
    participantsHead: string[];
    trainer: string;
    trainerSignature: string;
    date: string;
    stamp: string;
  };
  footer: { issuedFor: string; page: string; of: string };
}
