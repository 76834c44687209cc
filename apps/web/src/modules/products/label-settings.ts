import { storageKeys } from '../../shared/api/session-store.ts';
import { defaultLabelFormat, labelFormatOf } from './label-format.ts';
import { labelFields, labelSymbologies, type LabelField, type LabelSymbology } from './label-sheet.ts';

/** The choices a print is made with, kept in the browser so the next print on this machine uses them. */
export interface LabelSettings {
  /** a label format's id */
  format: string;
  fields: LabelField[];
  symbology: LabelSymbology;
}

export const defaultLabelSettings: LabelSettings = {
  format: defaultLabelFormat.id,
  fields: ['name', 'barcodeText', 'price'],
  symbology: 'code128',
};

const isSymbology = (value: unknown): value is LabelSymbology => labelSymbologies.some((each) => each === value);

/** Stored settings as the page uses them; whatever does not fit (an edited or an older value) takes its default. */
export function labelSettingsOf(stored: unknown): LabelSettings {
  if (typeof stored !== 'object' || stored === null) return defaultLabelSettings;
  const { format, fields, symbology }: Readonly<Record<string, unknown>> = { ...stored };
  return {
    format: labelFormatOf(format).id,
    fields: Array.isArray(fields) ? labelFields.filter((field) => fields.includes(field)) : defaultLabelSettings.fields,
    symbology: isSymbology(symbology) ? symbology : defaultLabelSettings.symbology,
  };
}

export function readLabelSettings(): LabelSettings {
  try {
    return labelSettingsOf(JSON.parse(localStorage.getItem(storageKeys.labels) ?? 'null'));
  } catch {
    return defaultLabelSettings;
  }
}

export function saveLabelSettings(settings: LabelSettings): void {
  localStorage.setItem(storageKeys.labels, JSON.stringify(settings));
}
