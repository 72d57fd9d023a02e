import type { PressKit } from '@jazz/contracts';

/** The press kit form's values. */
export type PressValues = {
  bioShort: string;
  bioMedium: string;
  bioLong: string;
  quotes: { quote: string; source: string; url: string }[];
  featuredVideo: string;
  featuredTrack: string;
  inputList: { channel: string; instrument: string; mic: string; notes: string }[];
  backline: string;
  hospitality: string;
  contact: string;
  stagePlot: string;
  stagePlotByLinkOnly: boolean;
};

export const pressValuesOf = (kit: PressKit): PressValues => ({
  bioShort: kit.bioShort,
  bioMedium: kit.bioMedium,
  bioLong: kit.bioLong,
  quotes: kit.quotes.map((q) => ({ ...q })),
  featuredVideo: kit.featuredVideo,
  featuredTrack: kit.featuredTrack,
  inputList: kit.inputList.map((row) => ({ ...row })),
  backline: kit.backline,
  hospitality: kit.hospitality,
  contact: kit.contact,
  stagePlot: kit.stagePlot,
  stagePlotByLinkOnly: kit.stagePlotByLinkOnly,
});
