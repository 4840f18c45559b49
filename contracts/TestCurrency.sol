// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A token whose symbol and decimals a test chooses, for the currency reads of
/// the UI: any text as the symbol (long, bidi, script-like), or a symbol()
/// that reverts, as anyone may deploy.
contract TestCurrency {
    string private _symbol;
    uint8 public decimals;
    bool private _reverts;

    constructor(string memory symbol_, uint8 decimals_, bool reverts_) {
        _symbol = symbol_;
        decimals = decimals_;
        _reverts = reverts_;
    }

    function symbol() external view returns (string memory) {
        require(!_reverts, "no symbol");
        return _symbol;
    }
}

/// An old-style token whose symbol() answers bytes32, as MKR's does.
contract TestCurrencyBytes32 {
    bytes32 public symbol;
    uint8 public decimals;

    constructor(bytes32 symbol_, uint8 decimals_) {
        symbol = symbol_;
        decimals = decimals_;
    }
}
