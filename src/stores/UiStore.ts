import { makeAutoObservable } from 'mobx';

/** Interface state that outlives a screen: language and balance visibility. */
export class UiStore {
  language: string;
  balanceHidden = false;

  constructor(language: string) {
    this.language = language;
    makeAutoObservable(this);
  }

  setLanguage(language: string): void {
    this.language = language;
  }

  toggleBalance(): void {
    this.balanceHidden = !this.balanceHidden;
  }
}
