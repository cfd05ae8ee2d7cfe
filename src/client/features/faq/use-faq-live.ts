/**
 * The organiser's latest answer as the live stream told it (10001, the new-message flag): a value
 * that changes with each such message, for lists and threads to reload on. The top bar's bell is
 * raised by the app's live handling already; a FAQ screen only clears the flag it has shown.
 */
import { useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FaqAnswerNotice } from '../../../shared/faq';
import { LiveCode, type LiveMessage } from '../../../shared/live';
import { clearLiveFlagAtom, liveStateAtom } from '../live';

const isAnswerNotice = (data: unknown): data is FaqAnswerNotice =>
  typeof data === 'object' && data !== null && typeof (data as FaqAnswerNotice).question_id === 'number';

export function useFaqLive(): { message: LiveMessage | undefined; questionId: number | undefined } {
  const live = useAtomValue(liveStateAtom);
  const clearFlag = useSetAtom(clearLiveFlagAtom);
  const message = useMemo(() => live.recent.find((each) => each.code === LiveCode.NEW_MESSAGE), [live.recent]);

  // Seeing the FAQ screen is seeing the new message.
  useEffect(() => { if (live.newMessage) clearFlag('newMessage'); }, [live.newMessage, clearFlag]);

  return { message, questionId: message && isAnswerNotice(message.data) ? message.data.question_id : undefined };
}
