export interface SearchLabels {
  title: string;
  placeholder: string;
  noResults: string;
  searching: string;
  close: string;
  results: string;
  types: { event: string; trainer: string; academy: string };
}
