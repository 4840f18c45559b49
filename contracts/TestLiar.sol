// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A token contract that lies, as anyone may deploy one: it claims every interface, and every
/// other call reverts (mode 0), answers one byte (mode 1), or answers the transaction's sender
/// as a word (mode 2): the owner of every token, approved, with a balance of it, and a transfer
/// that succeeds without moving anything.
contract TestLiar {
    uint8 public immutable mode;

    constructor(uint8 mode_) {
        mode = mode_;
    }

    function supportsInterface(bytes4) external pure returns (bool) {
        return true;
    }

    fallback(bytes calldata) external returns (bytes memory) {
        if (mode == 0) revert("lying");
        if (mode == 1) return hex"01";
        return abi.encode(uint256(uint160(tx.origin)));
    }
}
