import { makeAutoObservable } from 'mobx';

/** Interface state that outlives a screen: language, balance visibility and the login popup. */
export class UiStore {
  language: string;
  balanceHidden = false;
  /** The login popup, when open, with where to go after signing in (absent: stay). */
  loginPopup: { next?: string } | null = null;
  /** Whether the popup was ever opened (it stays mounted after, so closing restores focus). */
  loginPopupUsed = false;

  /** `userAgent`: the browser's, or on the server the request's (there is no navigator there). */
  constructor(
    language: string,
    readonly userAgent?: string,
  ) {
    this.language = language;
    makeAutoObservable(this, { userAgent: false });
  }

  setLanguage(language: string): void {
    this.language = language;
  }

  toggleBalance(): void {
    this.balanceHidden = !this.balanceHidden;
  }

  openLoginPopup(next?: string): void {
    this.loginPopup = next ? { next } : {};
    this.loginPopupUsed = true;
  }

  closeLoginPopup(): void {
    this.loginPopup = null;
  }
}
