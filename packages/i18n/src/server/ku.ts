import type { ServerMessageKey } from './en.ts';

/** Sorani Kurdish in Arabic script. */
export const ku: Record<ServerMessageKey, string> = {
  'wrong-credentials': 'ناوی بەکارهێنەر یان وشەی نهێنی هەڵەیە.',
  'too-many-login-attempts': 'هەوڵی چوونەژوورەوەی سەرنەکەوتوو زۆر بووە. دوای خولەکێک دووبارە هەوڵ بدەوە.',
  unauthenticated: 'تکایە دووبارە بچۆ ژوورەوە.',
  forbidden: 'دەستگەیشتن بەم پەڕەیە ڕێگەپێدراو نییە.',
  'no-business-access': 'تۆ ئەندامی ئەم کارە نیت.',
  'not-found': 'هیچ زانیارییەک نەدۆزرایەوە.',
  'route-not-found': 'ئەم ناونیشانە بوونی نییە.',
  'is-required': 'ئەم خانەیە پێویستە.',
  'invalid-value': 'ئەم بەهایە دروست نییە.',
  'too-short': 'دەبێت لانیکەم {{min}} پیت بێت.',
  'too-long': 'دەبێت لە {{max}} پیت زیاتر نەبێت.',
  'too-small': 'دەبێت لانیکەم {{min}} بێت.',
  'too-big': 'دەبێت لە {{max}} زیاتر نەبێت.',
  'invalid-email': 'ئیمەیڵێکی دروست بنووسە.',
  'invalid-fields': 'هەندێک خانە دروست نین.',
  'passwords-do-not-match': 'وشەی نهێنی و دووبارەکەی وەک یەک نین.',
  'wrong-current-password': 'وشەی نهێنیی ئێستا هەڵەیە.',
  'account-inactive': 'هەژمارەکەت ناچالاکە.',
  'server-error': 'مامەڵەکە سەرنەکەوت، دووبارە هەوڵ بدەوە.',
  'logged-out': 'لە هەژمارەکەت چوویتە دەرەوە.',
  saved: 'پاشەکەوت کرا.',
  registered: 'تۆمار کرا.',
};
