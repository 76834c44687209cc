import { languages } from '@hesab/i18n';
import { piecesCatalogues } from '@hesab/i18n/web/pieces';
import { getI18n } from 'react-i18next';
import './i18n/i18n.ts';

/*
 * Until the pieces' catalogue is merged into the app's i18next resources, every piece imports this module,
 * which adds it to the `translation` namespace (deep, without overwriting the app's own keys).
 */
const i18n = getI18n();
for (const language of languages) {
  i18n.addResourceBundle(language, 'translation', piecesCatalogues[language], true, false);
}
