import { Fragment, type ReactNode } from 'react';

/** The placeholder value of a part, from the fill's own module (it leaves a part mark to its element). */
export { partMark } from '@baobab/i18n/isolate';

/**
 * A translated sentence with parts placed where its translator put their placeholders, so French and Arabic
 * order the words their own way while a name stays isolated in <UserText> (decision 0062). Translate with
 * `partMark(name)` as the placeholder's value: `t('{{person}} · {{status}}', { person: partMark('person'), status })`.
 */
export function WordsAround({ sentence, parts }: { sentence: string; parts: Record<string, ReactNode> }) {
  const pieces = sentence.split(/\u{E000}(\w+)\u{E001}/u);
  return <>{pieces.map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece))}</>;
}
