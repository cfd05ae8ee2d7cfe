/**
 * Labels published with a screen's version (issue 21): the served module of the version carries them
 * (src/server/screens/screen-module.ts) and the page lays them over the locale files' messages, so a
 * field staff added at run time is named in both languages, and a reworded label reads anew. Each
 * screen's set replaces its previous one: a version rolled back takes its labels with it.
 *
 * Labels are plain text (the editor refuses ICU syntax in them, and the server words them as text):
 * each becomes one literal element, the shape the build gives the files' messages.
 */
import { atom } from 'jotai';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/locale';
import type { LabelSet } from '../../shared/screen-editor';
import { appStore } from '../app/store';
import type { Messages } from './messages';

/** The ICU syntax tree's type of a piece of literal text (TYPE.literal of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/** Screen → its labels as now published. */
export const screenLabelsAtom = atom<Readonly<Record<string, LabelSet>>>({});

/** A screen now serves a version with these labels (none: the files' alone). */
export function setScreenLabels(screen: string, labels: LabelSet | undefined): void {
  appStore.set(screenLabelsAtom, (previous) => {
    const next = { ...previous };
    if (labels && Object.values(labels).some((set) => Object.keys(set ?? {}).length > 0)) next[screen] = labels;
    else if (screen in next) delete next[screen];
    else return previous;
    return next;
  });
}

/** Texts as the messages' parsed form: one literal element each. */
export const literalMessages = (texts: Readonly<Record<string, string>>): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, [{ type: LITERAL, value: text } as MessageFormatElement]]));

/** The messages of `locale` with the labels of `sets` laid over them (the later set wins). */
export function withLabels(messages: Messages, sets: readonly LabelSet[], locale: Locale): Messages {
  const texts = Object.assign({}, ...sets.map((set) => set[locale] ?? {})) as Record<string, string>;
  if (Object.keys(texts).length === 0) return messages;
  return { ...messages, ...literalMessages(texts) } as Messages;
}
