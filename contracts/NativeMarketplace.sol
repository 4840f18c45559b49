// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The emulator's native marketplace on a local chain: just enough of a
/// marketplace for a cancel transaction to be mined, to have a receipt, and to
/// tell the emulator who cancelled which order.
contract NativeMarketplace {
    /// An order was cancelled; the emulator checks that `maker` made it.
    event OrderCancelled(uint256 indexed orderId, address indexed maker);

    /// Cancels an order of the caller.
    function cancel(uint256 orderId) external {
        emit OrderCancelled(orderId, msg.sender);
    }
}
