// The Spanish messages of the blog contract (src/contract/blog.ts) as Lingui descriptors: the
// contract cannot depend on Lingui, so the editor translates its validation messages here, at
// display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as b from '../../contract/blog';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [b.BLOG_TITLE_REQUIRED]: msg`El título es obligatorio`,
  [b.BLOG_BODY_REQUIRED]: msg`El texto es obligatorio`,
  [b.BLOG_SLUG_TAKEN]: msg`Ya existe una publicación con ese título`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string): string {
  const known = MESSAGES[message];
  return known ? i18n._(known) : translateKnownMessage(i18n, message);
}
